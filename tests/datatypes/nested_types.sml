(* Datatypes whose constructors carry functions and lists of tuples. *)
datatype t = F of int -> int | L of (string * int) list | P of t * t
val x = P (F (fn x => x), L [("a", 1)])
