(* Small arrays of boxed values mutated to point at newer objects (old-to-young pointers), under collections. *)
val a = Array.array (16, [0])
fun loop 0 = () | loop i = (Array.update (a, i mod 16, [i, i + 1]); loop (i - 1))
val _ = loop 400
val _ = print (Int.toString (Array.foldl (fn (l, s) => s + foldl (op +) 0 l) 0 a) ^ "\n")
