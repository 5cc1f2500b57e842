val a : word
val b : word
val c : word
val d : word
