val a : bool
val xor : bool * bool -> bool
