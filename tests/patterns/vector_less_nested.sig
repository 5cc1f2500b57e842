val f : {a : int * int list, b : {c : int} option} -> int
