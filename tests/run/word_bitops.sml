(* Word64 andb/orb/xorb/notb, shifts <<, >>, ~>> including shift amounts >= wordSize.
   (Word64 rather than Word: Poly/ML's Word.word has 63 bits, Skein's 64.) *)
val a : Word64.word = 0wxF0F0 val b : Word64.word = 0wx0FF0
val one : Word64.word = 0w1
val _ = print (Word64.toString (Word64.andb (a, b)) ^ " " ^ Word64.toString (Word64.orb (a, b)) ^ " " ^ Word64.toString (Word64.xorb (a, b)) ^ " " ^ Word64.toString (Word64.notb 0w0) ^ "\n")
val _ = print (Word64.toString (Word64.<< (one, 0w63)) ^ " " ^ Word64.toString (Word64.>> (Word64.<< (one, 0w63), 0w60)) ^ " " ^ Word64.toString (Word64.<< (one, 0w64)) ^ " " ^ Word64.toString (Word64.>> (0w12345, 0w100)) ^ "\n")
val _ = print (Word64.toString (Word64.~>> (Word64.<< (one, 0w63), 0w62)) ^ " " ^ Word64.toString (Word64.~>> (0w8, 0w2)) ^ " " ^ Word64.toString (Word64.~>> (Word64.notb 0w0, 0w70)) ^ "\n")
val _ = print (Word.toString (Word.andb (0wxFF, 0wx3C)) ^ " " ^ Word.toString (Word.<< (0w3, 0w4)) ^ " " ^ Word.toString (Word.>> (0w256, 0w4)) ^ "\n")
