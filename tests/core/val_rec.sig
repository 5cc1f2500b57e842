val fact : int -> int
