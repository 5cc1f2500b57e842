val v : int vector
