(* A type abbreviation using a type variable it does not bind. *)
type t = 'a list
