val a : (int * int) option
val b : (int -> int) option
val c : int list option ref
