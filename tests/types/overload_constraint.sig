val addr : real * real -> real
val cmp : string * string -> bool
val abs' : real -> real
val d : int
