val f : string -> int
val g : int list -> int list
val l : int list
