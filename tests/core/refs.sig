val r : int ref
val x : int
val u : unit
val incr : int ref -> unit
