datatype t = Leaf | ** of t * t
val size : t -> int
val s : int
