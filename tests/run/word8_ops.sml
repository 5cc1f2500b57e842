(* Word8 wraps modulo 256: addition, subtraction, multiplication, shifts, toInt/fromInt. *)
val x : Word8.word = 0w200
val _ = print (Word8.toString (x + 0w100) ^ " " ^ Word8.toString (0w0 - x) ^ " " ^ Word8.toString (x * 0w3) ^ " " ^ Word8.toString (Word8.<< (x, 0w1)) ^ " " ^ Word8.toString (Word8.~>> (x, 0w2)) ^ "\n")
val _ = print (Int.toString (Word8.toInt x) ^ " " ^ Word8.toString (Word8.fromInt 300) ^ " " ^ Word8.toString (Word8.fromInt ~1) ^ " " ^ Word8.toString (Word8.notb 0w15) ^ "\n")
val sum = List.foldl (op +) (0w0 : Word8.word) (List.tabulate (100, fn i => Word8.fromInt (i * 37)))
val _ = print (Word8.toString sum ^ "\n")
