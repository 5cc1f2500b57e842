(* Binary constants under allowExtendedNumConsts (see
   conf4_extended_num_consts.mlb): as expressions at int, word, Word8 and
   IntInf, negative, with _ between digits, and in patterns. *)
fun p s = print (s ^ "\n")
val _ = p (Int.toString 0b1010 ^ " " ^ Int.toString ~0b1_0000_0001 ^ " " ^ Int.toString 0b0)
val _ = p (Word.toString 0wb1111_0000 ^ " " ^ Word8.toString (0wb1111_1111 : Word8.word))
val _ = p (IntInf.toString (0b1_00000000_00000000_00000000_00000000_00000000_00000000_00000000_00000000 : IntInf.int))
fun bits 0b0 = "zero" | bits 0b101 = "five" | bits ~0b11 = "minus three" | bits _ = "other"
fun wbits (0wb1 : Word8.word) = "one" | wbits 0wb1000_0000 = "top" | wbits _ = "other"
val _ = p (String.concatWith " " (map bits [0, 5, ~3, 4]) ^ " " ^ wbits 0w1 ^ " " ^ wbits 0w128 ^ " " ^ wbits 0w2)
val _ = p (Int.toString (1_000 + 0x1_0) ^ " " ^ Real.toString 1_0.5e1_0)
