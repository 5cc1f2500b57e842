val twice : ('a -> 'a) -> 'a -> 'a
val n : int
