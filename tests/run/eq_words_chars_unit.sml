(* Equality at word, Word8, char, unit, bool and order types, and within tuples mixing them. *)
val _ = print (String.concatWith " " (map Bool.toString [0w5 = 0w5, (0w255 : Word8.word) = Word8.fromInt 511, #"q" = Char.chr 113, () = (),
          true = (1 < 2), LESS = Int.compare (1, 2), (0w1, #"a", true) = (0w1, #"a", true), (0w1, #"a") = (0w2, #"a")]) ^ "\n")
