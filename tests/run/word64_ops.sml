(* Word64 and LargeWord arithmetic, a 64-bit FNV-1a hash of strings. *)
fun fnv s = CharVector.foldl (fn (c, h) => Word64.* (Word64.xorb (h, Word64.fromInt (Char.ord c)), 0wx100000001b3)) 0wxcbf29ce484222325 s
val _ = List.app (fn s => print (Word64.toString (fnv s) ^ "\n")) ["", "a", "hello", "The quick brown fox"]
val w : LargeWord.word = 0wxFFFFFFFFFFFFFFFF
val _ = print (LargeWord.toString (w + 0w1) ^ " " ^ LargeWord.toString (LargeWord.>> (w, 0w60)) ^ "\n")
