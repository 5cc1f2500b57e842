val between : int * int * int -> bool
