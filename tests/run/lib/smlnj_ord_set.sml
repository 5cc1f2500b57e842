(* ORD_SET: the same checks on every ordered set functor of the SML/NJ library *)
functor CheckSet (S : ORD_SET where type Key.ord_key = int) =
struct
  fun show s = "{" ^ String.concatWith "," (List.map Int.toString (S.listItems s)) ^ "}"
  fun say s = print (s ^ "\n")
  fun b x = Bool.toString x
  fun ord LESS = "LESS" | ord EQUAL = "EQUAL" | ord GREATER = "GREATER"

  fun run name =
    let
      val () = say ("== " ^ name)
      val s = S.fromList [5, 3, 9, 1, 7, 3, 5]
      val () = say (show s ^ " " ^ Int.toString (S.numItems s) ^ " " ^ b (S.isEmpty s) ^ " " ^ b (S.isEmpty S.empty))
      val () = say (show (S.add (s, 4)) ^ show (S.add' (4, s)) ^ show (S.add (s, 5)) ^ show (S.singleton 42))
      val () = say (show (S.addList (s, [2, 4, 6])) ^ show (S.subtract (s, 3)) ^ show (S.subtract (s, 4)) ^ show (S.subtract' (9, s)))
      val () = say (show (S.subtractList (s, [1, 9, 100])) ^ show (S.delete (s, 7)))
      val () = say ((show (S.delete (s, 8))) handle LibBase.NotFound => "NotFound")
      val () = say (b (S.member (s, 9)) ^ " " ^ b (S.member (s, 8)))
      val t = S.fromList [1, 2, 3, 4, 5]
      val () = say (show (S.union (s, t)) ^ show (S.intersection (s, t)) ^ show (S.difference (s, t)) ^ show (S.difference (t, s)))
      val () = say (show (S.union (S.empty, t)) ^ show (S.intersection (t, S.empty)) ^ show (S.difference (S.empty, t)))
      val () = say (b (S.equal (s, S.fromList [1, 3, 5, 7, 9])) ^ " " ^ b (S.equal (s, t)) ^ " " ^ b (S.equal (S.empty, S.empty)))
      val () = say (ord (S.compare (s, t)) ^ " " ^ ord (S.compare (t, s)) ^ " " ^ ord (S.compare (s, s)) ^ " " ^ ord (S.compare (S.empty, s)) ^ " " ^ ord (S.compare (S.fromList [1, 3], S.fromList [1, 3, 5])))
      val () = say (b (S.isSubset (S.fromList [3, 5], s)) ^ " " ^ b (S.isSubset (s, S.fromList [3, 5])) ^ " " ^ b (S.isSubset (S.empty, s)) ^ " " ^ b (S.isSubset (S.fromList [3, 4], s)))
      val () = say (show (S.map (fn x => x div 2) s) ^ show (S.map (fn x => ~x) s))
      val () = S.app (fn x => print (Int.toString x ^ ";")) s
      val () = say ""
      val () = say (S.foldl (fn (x, acc) => acc ^ Int.toString x) "" s ^ " " ^ S.foldr (fn (x, acc) => acc ^ Int.toString x) "" s)
      val (evens, odds) = S.partition (fn x => x mod 2 = 0) t
      val () = say (show evens ^ show odds ^ show (S.filter (fn x => x > 4) s))
      val () = say (b (S.exists (fn x => x > 8) s) ^ " " ^ b (S.exists (fn x => x > 9) s) ^ " " ^ b (S.all (fn x => x mod 2 = 1) s) ^ " " ^ b (S.all (fn x => x < 9) s))
      val () = say (getOpt (Option.map Int.toString (S.find (fn x => x > 4) s), "NONE") ^ " " ^ getOpt (Option.map Int.toString (S.find (fn x => x > 40) s), "NONE"))
      (* a larger set *)
      val n = 300
      val big = S.addList (S.empty, List.tabulate (n, fn i => (i * 7919) mod n))
      val threes = S.fromList (List.tabulate (n div 3, fn i => 3 * i))
      val rest = S.difference (big, threes)
      val () = say (Int.toString (S.numItems big) ^ " " ^ Int.toString (S.numItems rest) ^ " " ^ Int.toString (S.numItems (S.intersection (rest, threes))))
      val () = say (b (S.equal (S.union (rest, threes), big)) ^ " " ^ b (S.isSubset (threes, big)) ^ " " ^ Int.toString (S.foldl (op +) 0 rest))
      val () = say (Int.toString (S.numItems (List.foldl (fn (x, s) => S.delete (s, x)) big (List.tabulate (n div 2, fn i => 2 * i)))))
    in
      ()
    end
end

structure A = CheckSet (IntRedBlackSet)
structure B = CheckSet (IntBinarySet)
structure C = CheckSet (IntListSet)
structure D = CheckSet (RedBlackSetFn (struct type ord_key = int val compare = Int.compare end))
structure E = CheckSet (BinarySetFn (struct type ord_key = int val compare = Int.compare end))
structure F = CheckSet (ListSetFn (struct type ord_key = int val compare = Int.compare end))
val () = A.run "IntRedBlackSet"
val () = B.run "IntBinarySet"
val () = C.run "IntListSet"
val () = D.run "RedBlackSetFn"
val () = E.run "BinarySetFn"
val () = F.run "ListSetFn"

(* sets of strings *)
structure SS = RedBlackSetFn (struct type ord_key = string val compare = String.compare end)
val a = SS.fromList (String.tokens Char.isSpace "the quick brown fox jumps over the lazy dog")
val b = SS.fromList ["dog", "cat", "fox"]
val () = print (String.concatWith " " (SS.listItems a) ^ "\n")
val () = print (String.concatWith " " (SS.listItems (SS.intersection (a, b))) ^ " | " ^ String.concatWith " " (SS.listItems (SS.difference (b, a))) ^ "\n")
