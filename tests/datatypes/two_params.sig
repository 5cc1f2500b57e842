datatype ('a, 'b) either = Left of 'a | Right of 'b
val swap : ('a, 'b) either -> ('b, 'a) either
