val x' : int
val x'' : int
val a_b_1 : int
val id : 'a -> 'a
val !! : 'a -> 'a
val <+> : int * int -> int
val ## : int
