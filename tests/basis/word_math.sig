val w : word
val s : string
val x : int
val i8 : int
val ix : int
val s8 : string
val big : string
val p : word option
val d : int option
val c : order
val l : int
val lg : int
val r : real
val a : real
val q : real
