val a : {1 : int}
val b : {1 : int, 3 : int}
val c : {1 : int, 2 : string, 10 : bool}
