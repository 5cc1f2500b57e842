val a : string
val b : string
val c : string
val d : string
val e : string
val f : string
val g : string
