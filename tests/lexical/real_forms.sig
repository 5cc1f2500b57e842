val a : real
val b : real
val c : real
val d : real
