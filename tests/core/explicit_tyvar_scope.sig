val ident : 'a -> 'a
val pick : 'a * int -> 'a
