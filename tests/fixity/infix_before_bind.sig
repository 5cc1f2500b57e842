val &&& : bool * bool -> bool
val t : bool
