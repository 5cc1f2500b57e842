(* Eta-expansion restores polymorphism. *)
fun rr l = (rev o rev) l
val a = rr [1]
val b = rr ["x"]
