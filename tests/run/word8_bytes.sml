(* Word8 values as bytes: a checksum (sum mod 256 and xor) over the bytes of a string, and bit counting. *)
val s = "The quick brown fox jumps over the lazy dog"
val bytes = map (Word8.fromInt o Char.ord) (explode s)
val sum = foldl (op +) 0w0 bytes
val x = foldl Word8.xorb 0w0 bytes
fun popcount (w : Word8.word) = if w = 0w0 then 0 else Word8.toInt (Word8.andb (w, 0w1)) + popcount (Word8.>> (w, 0w1))
val _ = print (Word8.toString sum ^ " " ^ Word8.toString x ^ " " ^ Int.toString (foldl (fn (b, n) => n + popcount b) 0 bytes) ^ "\n")
