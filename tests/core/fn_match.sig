val isZero : int -> bool
