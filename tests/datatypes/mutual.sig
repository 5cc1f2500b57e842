datatype exp = Num of int | Let of dec * exp
datatype dec = Val of string * exp
val size : exp -> int
val dsize : dec -> int
