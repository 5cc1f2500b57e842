val u : unit
val v : unit
