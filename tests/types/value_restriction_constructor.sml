(* A constructor application to a value is non-expansive and generalised. *)
val x = SOME []
val y = [NONE]
val z = (fn x => x, [])
