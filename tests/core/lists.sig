val l1 : int list
val l2 : int list
val l3 : int list
val e : 'a list
val ll : int list list
