(* Fail with computed messages, caught and printed; Fail raised through several function layers. *)
fun check (name, v) = if v < 0 then raise Fail (name ^ " is negative: " ^ Int.toString v) else v
fun sumChecked l = foldl (fn ((n, v), s) => s + check (n, v)) 0 l
val _ = print (Int.toString (sumChecked [("a", 1), ("b", 2)]) ^ "\n")
val _ = print ((Int.toString (sumChecked [("a", 1), ("b", ~2), ("c", ~3)])) handle Fail m => "Fail: " ^ m ^ "\n")
