val cmp : int * int -> order
