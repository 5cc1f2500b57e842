(* Reals stored in lists, tuples and records (boxed contexts) allocated in a loop; sum checked. *)
fun loop (0, l) = l | loop (i, l) = loop (i - 1, {x = real i * 0.5, y = (real i, [real (i mod 3)])} :: List.take (l, Int.min (20, length l)))
val l = loop (300, [])
val _ = print (Real.toString (foldl (fn ({x, y = (a, b)}, s) => s + x + a + foldl (op +) 0.0 b) 0.0 l) ^ "\n")
