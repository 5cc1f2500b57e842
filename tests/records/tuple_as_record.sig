val p : int * string
val q : int * string
val a : int
val b : bool
