val rr : 'a list -> 'a list
val a : int list
val b : string list
