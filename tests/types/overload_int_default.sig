val double : int -> int
val inc : int -> int
val lt : int * int -> bool
