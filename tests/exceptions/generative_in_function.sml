(* An exception declared inside a function body is generated on each call. *)
fun mk () = let exception X in (X, fn X => true | _ => false) end
val (x1, _) = mk ()
val (_, isX2) = mk ()
val differs = not (isX2 x1)
