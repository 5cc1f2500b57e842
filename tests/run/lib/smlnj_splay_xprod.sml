(* SplayMapFn, SplaySetFn and ListXProd from the SML/NJ library (MLton
   programs name them through $(SML_LIB)/smlnj-lib/Util/smlnj-lib.mlb). *)
structure SM = SplayMapFn (struct type ord_key = string val compare = String.compare end)
structure IS = SplaySetFn (struct type ord_key = int val compare = Int.compare end)
fun p s = print (s ^ "\n")
val m = foldl (fn ((k, v), m) => SM.insert (m, k, v)) SM.empty
          [("pear", 3), ("apple", 1), ("fig", 7), ("apple", 2)]
val _ = p (String.concatWith " " (map (fn (k, v) => k ^ "=" ^ Int.toString v) (SM.listItemsi m)))
val _ = p (case SM.find (m, "fig") of SOME v => Int.toString v | NONE => "NONE")
val _ = p (case SM.find (m, "kiwi") of SOME v => Int.toString v | NONE => "NONE")
val (m', v) = SM.remove (m, "pear")
val _ = p (Int.toString v ^ " " ^ Int.toString (SM.numItems m') ^ " " ^ Bool.toString (SM.inDomain (m', "pear")))
val _ = p (Int.toString (SM.foldli (fn (k, v, a) => size k * v + a) 0 m))
val s = IS.addList (IS.empty, [5, 3, 9, 3, 1])
val t = IS.fromList [3, 4, 5]
val _ = p (String.concatWith "," (map Int.toString (IS.listItems (IS.union (s, t)))))
val _ = p (String.concatWith "," (map Int.toString (IS.listItems (IS.intersection (s, t)))))
val _ = p (String.concatWith "," (map Int.toString (IS.listItems (IS.difference (s, t)))))
val _ = p (Bool.toString (IS.member (s, 9)) ^ " " ^ Bool.toString (IS.isSubset (IS.singleton 3, t)) ^ " " ^ Int.toString (IS.numItems s))
val _ = ListXProd.app (fn (x, y) => print (Int.toString x ^ y ^ " ")) ([1, 2], ["a", "b", "c"])
val _ = p ""
val _ = p (String.concatWith " " (ListXProd.map (fn (x, y) => x ^ y) (["x", "y"], ["1", "2"])))
val _ = p (ListXProd.fold (fn (x, y, acc) => acc ^ Int.toString (x * y) ^ ";") ([1, 2, 3], [10, 100]) "")
val _ = p (Int.toString (length (ListXProd.mapX (fn p => p) ([1, 2, 3], [] : int list))))
val _ = p (Int.toString (ListXProd.foldX (fn (x, y, n) => n + x * y) ([1, 2], [3, 4]) 0))
val _ = ListXProd.appX (fn (x, y) => print (x ^ y)) (["a"], ["b"])
val _ = p ""
