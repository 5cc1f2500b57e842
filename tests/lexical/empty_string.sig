val e : string
val s : string
val n : int
