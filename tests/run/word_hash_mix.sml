(* A word-based hash mixing function (xorshift) iterated; Word64 arithmetic and conversions to int. *)
fun xorshift (x : Word64.word) = let val x = Word64.xorb (x, Word64.<< (x, 0w13)) val x = Word64.xorb (x, Word64.>> (x, 0w7)) in Word64.xorb (x, Word64.<< (x, 0w17)) end
fun iter (0, x, acc) = (x, acc) | iter (n, x, acc) = let val y = xorshift x in iter (n - 1, y, (acc + Word64.toInt (Word64.andb (y, 0wxFFFF))) mod 1000003) end
val (x, acc) = iter (1000, 0w88172645463325252, 0)
val _ = print (Word64.toString x ^ " " ^ Int.toString acc ^ "\n")
