val r : {fun' : int, value : int}
