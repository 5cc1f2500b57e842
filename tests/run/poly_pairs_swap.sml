(* Polymorphic tuple functions (swap, fst, snd, pairing maps) at mixed boxed/unboxed types. *)
fun swap (a, b) = (b, a)
fun fst (a, _) = a
fun snd (_, b) = b
fun mapPair (f, g) (a, b) = (f a, g b)
val p1 = swap (1.25, "x")
val p2 = swap (swap (0w7, #"c"))
val p3 = mapPair (Real.fromInt, String.size) (3, "four")
val _ = print (fst p1 ^ " " ^ Real.toString (snd p1) ^ " " ^ Word.toString (fst p2) ^ String.str (snd p2) ^ " "
               ^ Real.toString (fst p3) ^ " " ^ Int.toString (snd p3) ^ "\n")
val nested = swap ((1, 2.0), ("3", [4]))
val _ = print (fst (fst nested) ^ Int.toString (hd (snd (fst nested))) ^ Real.toString (snd (snd nested)) ^ "\n")
