val f : int -> int
