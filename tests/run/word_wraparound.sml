(* Word64 arithmetic wraps modulo 2^64: 0w0 - 0w1, large products, and div/mod by zero raise Div.
   (Word64 rather than Word: Poly/ML's Word.word has 63 bits, Skein's 64.) *)
val m : Word64.word = 0w0 - 0w1
val _ = print (Word64.toString m ^ " " ^ Word64.toString (m + 0w2) ^ " " ^ Word64.toString (0wx100000000 * 0wx100000000 : Word64.word) ^ "\n")
val _ = print (Word64.toString (0w100 div 0w7 : Word64.word) ^ " " ^ Word64.toString (0w100 mod 0w7 : Word64.word) ^ "\n")
val _ = print ((Word64.toString (0w1 mod (0w0 : Word64.word))) handle Div => "Div\n")
val _ = print (Bool.toString (m > 0w1) ^ " " ^ Word64.toString (Word64.fromInt 255) ^ "\n")
(* Word64.fromInt ~1 is left out: Poly/ML 5.7 gives 7FFFFFFFFFFFFFFF, the Basis (and Skein) FFFFFFFFFFFFFFFF *)
