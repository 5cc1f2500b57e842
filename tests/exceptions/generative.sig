exception E
val e1 : exn
exception E
val caught : string
