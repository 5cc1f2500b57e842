(* Functions over references are polymorphic. *)
fun swapRefs (a, b) = let val t = !a in a := !b; b := t end
fun get r = !r
