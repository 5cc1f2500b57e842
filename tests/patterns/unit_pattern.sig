val f : unit -> int
val g : unit -> string
