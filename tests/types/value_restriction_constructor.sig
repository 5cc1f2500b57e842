val x : 'a list option
val y : 'a option list
val z : ('a -> 'a) * 'b list
