val f : bool -> int
val g : unit -> string
