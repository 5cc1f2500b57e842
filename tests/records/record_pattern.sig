val norm : {x : int, y : int} -> int
val getX : {x : 'a, y : 'b} -> 'a
