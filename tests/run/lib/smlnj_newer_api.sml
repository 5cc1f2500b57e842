(* the parts of the SML/NJ library newer than SML/NJ 110.79 (checked by hand, not against
   SML/NJ): ORD_MAP insertWith/insertWithi/findAndRemove, ORD_SET toList/minItem/maxItem/
   disjoint/mapPartial, hash table insertWith/insertWithi/findAndRemove, WordRedBlackMap/Set,
   WordHashTable, and Format's flags `-`, `+`, ` `, `#` and precision on %s *)
fun say s = print (s ^ "\n")
fun ints l = ListFormat.listToString Int.toString l
fun b x = Bool.toString x
structure M = IntRedBlackMap
val m = M.insertWith (op +) (M.insertWith (op +) (M.singleton (1, 10), 1, 5), 2, 7)
val m = M.insertWithi (fn (k, old, new) => k * 100 + old + new) (m, 2, 1)
val () = say (ListFormat.listToString (fn (k, v) => Int.toString k ^ ":" ^ Int.toString v) (M.listItemsi m))
val () = say (case M.findAndRemove (m, 1) of SOME (m', v) => Int.toString v ^ " " ^ ints (M.listKeys m') | NONE => "NONE")
val () = say (case M.findAndRemove (m, 3) of SOME _ => "SOME" | NONE => "NONE")
structure S = IntBinarySet
val s = S.fromList [4, 8, 15, 16, 23, 42]
val () = say (ints (S.toList s) ^ " " ^ Int.toString (S.minItem s) ^ " " ^ Int.toString (S.maxItem s))
val () = say ((Int.toString (S.minItem S.empty)) handle Empty => "Empty")
val () = say (b (S.disjoint (s, S.fromList [1, 2, 3])) ^ " " ^ b (S.disjoint (s, S.fromList [3, 4])) ^ " " ^ b (S.disjoint (S.empty, s)))
val () = say (ints (S.listItems (S.mapPartial (fn x => if x mod 2 = 0 then SOME (x div 2) else NONE) s)))
structure W = WordRedBlackMap
val wm = W.insert (W.insert (W.empty, 0w10, "ten"), 0w2, "two")
val () = say (String.concatWith " " (W.listItems wm) ^ " " ^ Int.toString (WordRedBlackSet.numItems (WordRedBlackSet.fromList [0w1, 0w2, 0w1])))
val t : (string, int) HashTable.hash_table = HashTable.mkTable (HashString.hashString, op =) (4, Fail "t")
val () = List.app (fn w => HashTable.insertWith (op +) t (w, 1)) ["a", "b", "a", "c", "a"]
val () = HashTable.insertWithi (fn (k, old, new) => size k * 1000 + old + new) t ("b", 10)
val () = say (ListFormat.listToString (fn (k, v) => k ^ ":" ^ Int.toString v) (ListMergeSort.sort (fn ((a, _), (b, _)) => a > b) (HashTable.listItemsi t)))
val () = say (getOpt (Option.map Int.toString (HashTable.findAndRemove t "a"), "NONE") ^ " " ^ getOpt (Option.map Int.toString (HashTable.findAndRemove t "a"), "NONE") ^ " " ^ Int.toString (HashTable.numItems t))
val wt : string WordHashTable.hash_table = WordHashTable.mkTable (4, Fail "wt")
val () = WordHashTable.insert wt (0w7, "seven")
val () = WordHashTable.insertWith (fn (a, b) => a ^ b) wt (0w7, "!")
val () = say (WordHashTable.lookup wt 0w7 ^ " " ^ b (isSome (WordHashTable.findAndRemove wt 0w7)) ^ " " ^ Int.toString (WordHashTable.numItems wt))
val () = say (Format.format "%-6s|%-6d|%+d|% d|%#x|%#o|%.2s|%-8.3f|%+.1e" [Format.STR "ab", Format.INT 5, Format.INT 5, Format.INT 5, Format.INT 255, Format.INT 8, Format.STR "abcdef", Format.REAL 2.5, Format.REAL 12345.0])
val () = say (Format.format "%f %e %g %d" [Format.LREAL 2.25, Format.REAL (1.0 / 0.0), Format.REAL (~1.0 / 0.0), Format.INT (valOf Int.minInt)])
