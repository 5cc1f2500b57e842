val even : int -> bool
val odd : int -> bool
