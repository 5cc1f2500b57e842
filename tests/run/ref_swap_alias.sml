(* Refs: aliasing (two names, one cell), swap through refs, ref equality is identity. *)
val a = ref 1 val b = ref 2 val c = a
fun swap (x, y) = let val t = !x in x := !y; y := t end
val _ = swap (a, b)
val _ = c := !c * 10
val _ = print (Int.toString (!a) ^ " " ^ Int.toString (!b) ^ " " ^ Int.toString (!c) ^ "\n")
val _ = print (Bool.toString (a = c) ^ " " ^ Bool.toString (a = b) ^ " " ^ Bool.toString (ref 1 = ref 1) ^ "\n")
