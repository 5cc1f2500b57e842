(* A non-generalised application result used at two types. *)
val g = (fn x => x) (fn x => x)
val a = g 1
val b = g "s"
