(* The same parameterised datatype instantiated at unboxed (real, char, Word8) and boxed types, stored together. *)
datatype 'a cell = Empty | Full of 'a * 'a cell
fun size Empty = 0 | size (Full (_, r)) = 1 + size r
fun fromList l = foldr Full Empty l
val r = fromList [1.5, 2.5] val c = fromList [#"a", #"b", #"c"] val w = fromList [0w1, 0w2 : Word8.word] val s = fromList ["x"] val n = fromList [fromList [1], Empty]
fun first (Full (x, _)) = x | first Empty = raise Fail "empty"
val _ = print (Int.toString (size r + size c + size w + size s + size n) ^ " " ^ Real.toString (first r) ^ String.str (first c) ^ Word8.toString (first w) ^ first s ^ Int.toString (size (first n)) ^ "\n")
