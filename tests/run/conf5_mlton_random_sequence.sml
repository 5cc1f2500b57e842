(* no-poly *)
(* MLton.Random is MLton's generator (Numerical Recipes' 32-bit linear
   congruential generator, state 13 at start), so a program that seeds it
   with srand prints what it prints under MLton; alphaNumChar takes five
   base-62 digits from each rand (), least significant first.  Expected
   values computed from MLton's algorithm (Poly/ML has no MLton). *)
val _ = print (String.concatWith " " (List.tabulate (5, fn _ => Word.toString (MLton.Random.rand ()))) ^ "\n")
val _ = MLton.Random.srand 0w1
val _ = print (String.concatWith " " (List.tabulate (3, fn _ => Word.fmt StringCvt.DEC (MLton.Random.rand ()))) ^ "\n")
val _ = print (MLton.Random.alphaNumString 12 ^ "\n")
val _ = MLton.Random.srand 0wx1234567890
val _ = print (Word.toString (MLton.Random.rand ()) ^ "\n")
val _ = print (Bool.toString (case MLton.Random.useed () of SOME w => w < 0wx100000000 | NONE => true) ^ "\n")
(* a shuffle as benchmarks write it *)
val a = Array.tabulate (10, fn i => i)
val _ = MLton.Random.srand 0w2024
val _ = let fun loop i = if i <= 0 then () else
          let val j = Word.toInt (Word.mod (MLton.Random.rand (), Word.fromInt (i + 1)))
              val t = Array.sub (a, i)
          in Array.update (a, i, Array.sub (a, j)); Array.update (a, j, t); loop (i - 1) end
        in loop 9 end
val _ = print (String.concatWith " " (Array.foldr (fn (x, l) => Int.toString x :: l) [] a) ^ "\n")
