(* A datatype whose argument is a ref admits equality whatever the ref holds. *)
datatype cell = Cell of (int -> int) ref
val c = Cell (ref (fn x => x))
val b = c = c
