val f : int list -> int
