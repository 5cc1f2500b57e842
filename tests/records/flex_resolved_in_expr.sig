val seconds : string list
val firsts : bool list
