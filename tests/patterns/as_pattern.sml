(* Layered patterns with `as`. *)
fun dup (l as x :: _) = x :: l
  | dup [] = []
