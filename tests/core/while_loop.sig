val sumTo : int -> int
val w : unit
