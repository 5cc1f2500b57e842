(* Polymorphic containers of chars, words and Word8: lists, vectors, options, tuples. *)
val cs = [#"x", #"y", #"z"]
val ws = [0w1, 0w255, 0w65536]
val bs = [0w1 : Word8.word, 0w200, 0w255]
val v = Vector.fromList ws
val _ = print (String.implode (rev cs) ^ " " ^ Word.toString (Vector.sub (v, 2)) ^ " "
               ^ Word8.toString (foldl (fn (a, b) => a + b) 0w0 bs) ^ " "
               ^ (case List.find (fn c => c > #"x") cs of SOME c => String.str c | NONE => "") ^ "\n")
val pairs = ListPair.zip (cs, bs)
val _ = print (String.concatWith "," (map (fn (c, b) => String.str c ^ Word8.toString b) pairs) ^ "\n")
