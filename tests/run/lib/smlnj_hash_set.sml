(* HashSetFn: adding, deleting, membership, growth and shrinking, map/app/fold,
   and which item an equal one leaves in the set (lists are sorted before
   printing; isSubset only where SML/NJ 110.79 does not raise: smlnj_lib_fixes) *)
structure S = HashSetFn (struct type hash_key = int fun hashVal i = Word.fromInt i fun sameKey (a, b) = a = b end)
fun say s = print (s ^ "\n")
fun i2s i = Int.toString i
fun items s = ListFormat.listToString i2s (ListMergeSort.sort (op >) (S.listItems s))
fun show name s = say (name ^ ": " ^ i2s (S.numItems s) ^ " " ^ items s ^ " " ^ Bool.toString (S.isEmpty s))
val e = S.mkEmpty 10
val () = show "empty" e
val () = show "empty0" (S.mkEmpty 0)
val () = show "empty ~1" (S.mkEmpty ~1)
val s1 = S.mkSingleton 5
val () = show "single" s1
val s = S.mkFromList [3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5]
val () = show "fromList" s
val () = show "fromList []" (S.mkFromList [])
val () = S.add (s, 7)
val () = S.add (s, 3)
val () = show "add" s
val () = S.addc s 100
val () = S.addList (s, [8, 9, 10, 11])
val () = S.addList (s, [])
val () = show "addList" s
val () = say (Bool.toString (S.member (s, 9)) ^ Bool.toString (S.member (s, 12)) ^ Bool.toString (S.member (e, 0)))
val () = say (Bool.toString (S.delete (s, 9)) ^ Bool.toString (S.delete (s, 9)) ^ Bool.toString (S.delete (e, 9)))
val () = show "delete" s
val () = S.without (s, 100)
val () = show "without" s
val () = S.without (s, 100)
val () = show "without absent" s
val () = say (Bool.toString (S.isSubset (s, s1)) ^ Bool.toString (S.isSubset (s1, e)) ^ Bool.toString (S.isSubset (S.mkFromList [1, 4], S.mkFromList [1, 2, 3])))
val m = S.map (fn x => x mod 3) s
val () = show "map" m
val () = show "map orig" s
val () = show "map empty" (S.map (fn x => x) e)
val sum = ref 0
val () = S.app (fn x => sum := !sum + x) s
val () = say (i2s (!sum) ^ " " ^ i2s (S.fold (op +) 0 s) ^ " " ^ i2s (S.fold (op +) 0 e))
val big = S.mkEmpty 1
val () = List.app (fn i => S.add (big, i * 7)) (List.tabulate (1000, fn i => i))
val () = say (i2s (S.numItems big) ^ " " ^ i2s (S.fold (op +) 0 big))
val () = List.app (fn i => ignore (S.delete (big, i * 14))) (List.tabulate (1000, fn i => i))
val () = say (i2s (S.numItems big) ^ " " ^ i2s (S.fold (op +) 0 big) ^ Bool.toString (S.member (big, 7)) ^ Bool.toString (S.member (big, 14)))
val () = List.app (fn i => S.without (big, i)) (S.listItems big)
val () = show "big" big
val () = S.add (big, 1)
val () = show "big" big
(* colliding hashes *)
structure C = HashSetFn (struct type hash_key = int fun hashVal i = Word.fromInt (i mod 4) fun sameKey (a, b) = a = b end)
val c = C.mkFromList (List.tabulate (200, fn i => i))
val () = say (i2s (C.numItems c) ^ " " ^ Bool.toString (C.member (c, 199)) ^ Bool.toString (C.member (c, 200)) ^ Bool.toString (C.delete (c, 100)) ^ " " ^ i2s (C.numItems c) ^ " " ^ i2s (C.fold (op +) 0 c))
(* an equal item leaves the one already there *)
structure T = HashSetFn (struct type hash_key = string fun hashVal s = HashString.hashString (String.map Char.toLower s) fun sameKey (a, b) = String.map Char.toLower a = String.map Char.toLower b end)
fun strs l = String.concatWith "," (ListMergeSort.sort (op >) l)
val t = T.mkFromList ["abc", "ABC", "x"]
val () = say (strs (T.listItems t))
val () = T.add (t, "X")
val () = say (strs (T.listItems t) ^ " " ^ Bool.toString (T.member (t, "aBc")))
val () = say (strs (T.listItems (T.map (fn s => String.map Char.toUpper s) (T.mkFromList ["a", "b", "A"]))))
