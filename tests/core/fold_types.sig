val flatten : 'a list list -> 'a list
val sum : int list -> int
