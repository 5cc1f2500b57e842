val v : string
val u : string
val k : int
val s : string
val f : (int * char) option
