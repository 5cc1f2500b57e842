(* Equality on refs and arrays is identity, not contents; vectors compare by contents. *)
val r1 = ref 5 val r2 = ref 5 val r3 = r1
val a1 = Array.fromList [1, 2] val a2 = Array.fromList [1, 2]
val v1 = Vector.fromList [1, 2] val v2 = Vector.fromList [1, 2]
val _ = print (String.concatWith " " (map Bool.toString [r1 = r2, r1 = r3, !r1 = !r2, a1 = a2, a1 = a1, v1 = v2]) ^ "\n")
val cells = [r1, r2]
val _ = print (Int.toString (length (List.filter (fn r => r = r1) cells)) ^ "\n")
