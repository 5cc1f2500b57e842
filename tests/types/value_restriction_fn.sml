(* `fn x => x` is a value: generalised. *)
val f = fn x => x
val a = f 1
val b = f "s"
