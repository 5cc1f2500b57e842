(* A handler inside a loop body runs every iteration; exceptions do not leak state between iterations. *)
fun parse s = valOf (Int.fromString s)
fun total l = foldl (fn (s, (ok, bad)) => (ok + parse s, bad) handle Option => (ok, bad + 1)) (0, 0) l
val (ok, bad) = total ["1", "x", "20", "", "300", "y2"]
val _ = print (Int.toString ok ^ " " ^ Int.toString bad ^ "\n")
val i = ref 0 val caught = ref 0
val _ = while !i < 100 do ((if !i mod 7 = 0 then raise Div else ()) handle Div => caught := !caught + 1; i := !i + 1)
val _ = print (Int.toString (!caught) ^ "\n")
