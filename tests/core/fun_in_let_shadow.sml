(* Inner bindings shadow outer ones in let. *)
val x = 1
val y = let val x = "s" in x ^ "t" end
val z = x
