datatype cell = Cell of (int -> int) ref
val c : cell
val b : bool
