(* Too many type arguments. *)
type t = int
val x : (int, bool) t = 1
