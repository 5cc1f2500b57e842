(* Partial application of curried functions; the partial applications are stored and reused. *)
fun add3 a b c = a + b + c
val p1 = add3 1
val p2 = p1 10
val _ = print (Int.toString (p2 100) ^ " " ^ Int.toString (p2 200) ^ " " ^ Int.toString (p1 5 5) ^ "\n")
fun fmt sep pre x = pre ^ sep ^ Int.toString x
val withColon = fmt ":"
val tag = withColon "tag"
val _ = print (String.concatWith ", " (map tag [1, 2, 3]) ^ "\n")
val _ = print (String.concatWith ", " (map (withColon "n") [7, 8]) ^ "\n")
val adders = List.tabulate (5, fn i => add3 i i)
val _ = print (String.concatWith " " (map (fn f => Int.toString (f 1)) adders) ^ "\n")
