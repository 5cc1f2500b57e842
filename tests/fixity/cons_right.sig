val l : int list
