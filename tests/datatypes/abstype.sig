type stack
val empty : stack
val push : int * stack -> stack
val top : stack -> int option
val s : stack
