val i : int
val r : real
val s : string
val c : char
val b : bool
val u : unit
val w : word
