val getA : {a : int, b : string} -> int
