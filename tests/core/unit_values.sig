val u : unit
val f : unit -> unit
val v : unit
