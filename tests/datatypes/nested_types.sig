datatype t = F of int -> int | L of (string * int) list | P of t * t
val x : t
