val r : {1 : int, 2 : int, 10 : int, a : int, b : int}
