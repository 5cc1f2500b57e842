(* Replicating a top-level datatype under a new name. *)
datatype t = A | B of int
datatype u = datatype t
val x : t = B 1
val y : u = x
