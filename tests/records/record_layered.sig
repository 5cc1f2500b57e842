val f : {x : int, y : int} -> {x : int, y : int} * int
