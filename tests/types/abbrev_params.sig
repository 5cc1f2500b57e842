type ('a, 'b) pair = 'a * 'b
type 'a endo = 'a -> 'a
val f : int -> int
val p : string * bool
