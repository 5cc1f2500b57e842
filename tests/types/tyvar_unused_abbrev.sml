(* A type abbreviation may ignore its parameter. *)
type 'a const = int
val x : string const = 5
