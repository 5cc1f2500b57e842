(* References: ref, !, :=. *)
val r = ref 1
val x = !r
val u = r := 2
fun incr c = c := !c + 1
