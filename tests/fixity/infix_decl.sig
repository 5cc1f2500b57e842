val ++ : 'a list * 'a list -> 'a list
val l : int list
