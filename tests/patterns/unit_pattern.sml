(* The unit pattern. *)
fun f () = 1
val g = fn () => "u"
