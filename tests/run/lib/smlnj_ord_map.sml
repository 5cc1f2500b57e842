(* ORD_MAP: the same checks on every ordered map functor of the SML/NJ library *)
functor CheckMap (M : ORD_MAP where type Key.ord_key = int) =
struct
  fun ints l = "[" ^ String.concatWith "," (List.map Int.toString l) ^ "]"
  fun pairs l = "[" ^ String.concatWith "," (List.map (fn (k, v) => Int.toString k ^ ":" ^ v) l) ^ "]"
  fun say s = print (s ^ "\n")
  fun opt NONE = "NONE" | opt (SOME s) = "SOME " ^ s
  fun ord LESS = "LESS" | ord EQUAL = "EQUAL" | ord GREATER = "GREATER"

  fun fromList l = List.foldl (fn ((k, v), m) => M.insert (m, k, v)) M.empty l

  (* checkAll false skips `all` (SML/NJ 110.79's ListMapFn gets it wrong) *)
  fun run (name, checkAll) =
    let
      val () = say ("== " ^ name)
      val m = fromList (List.map (fn i => (i, Int.toString (i * 10))) [50, 20, 80, 10, 30, 70, 90, 60, 40])
      val () = say (pairs (M.listItemsi m))
      val () = say (Int.toString (M.numItems m) ^ " " ^ Bool.toString (M.isEmpty m) ^ " " ^ Bool.toString (M.isEmpty M.empty))
      val () = say (opt (M.find (m, 30)) ^ " " ^ opt (M.find (m, 35)))
      val () = say (M.lookup (m, 70))
      val () = say ((M.lookup (m, 71)) handle LibBase.NotFound => "NotFound")
      val () = say (Bool.toString (M.inDomain (m, 10)) ^ " " ^ Bool.toString (M.inDomain (m, 11)))
      val (m2, v) = M.remove (m, 50)
      val () = say (v ^ " " ^ pairs (M.listItemsi m2))
      val () = say ((#2 (M.remove (m, 55))) handle LibBase.NotFound => "NotFound")
      val () = say (opt (M.first m) ^ " " ^ opt (M.first M.empty))
      val () = say (case M.firsti m of SOME (k, v) => Int.toString k ^ v | NONE => "none")
      val () = say (String.concatWith "," (M.listItems m) ^ " " ^ ints (M.listKeys m))
      val m3 = M.insert' ((30, "thirty"), M.insert (m, 100, "hundred"))
      val () = say (pairs (M.listItemsi m3))
      val () = say (pairs (M.listItemsi (M.singleton (7, "seven"))))
      val a = fromList [(1, "a"), (2, "b"), (3, "c"), (5, "e")]
      val b = fromList [(2, "B"), (3, "C"), (4, "D"), (6, "F")]
      val () = say (pairs (M.listItemsi (M.unionWith (fn (x, y) => x ^ y) (a, b))))
      val () = say (pairs (M.listItemsi (M.unionWithi (fn (k, x, y) => Int.toString k ^ x ^ y) (a, b))))
      val () = say (pairs (M.listItemsi (M.intersectWith (fn (x, y) => y ^ x) (a, b))))
      val () = say (pairs (M.listItemsi (M.intersectWithi (fn (k, x, y) => x ^ Int.toString k ^ y) (a, b))))
      val () = say (pairs (M.listItemsi (M.mergeWith (fn (SOME x, NONE) => SOME x | (NONE, SOME y) => NONE | (SOME x, SOME y) => SOME (x ^ "+" ^ y) | (NONE, NONE) => NONE) (a, b))))
      val () = say (pairs (M.listItemsi (M.mergeWithi (fn (k, x, y) => if k mod 2 = 0 then NONE else SOME (getOpt (x, "-") ^ getOpt (y, "-"))) (a, b))))
      val () = M.app (fn v => print (v ^ ";")) a
      val () = M.appi (fn (k, v) => print (Int.toString k ^ v ^ ";")) a
      val () = say ""
      val () = say (pairs (M.listItemsi (M.map (fn v => v ^ v) a)))
      val () = say (pairs (M.listItemsi (M.mapi (fn (k, v) => v ^ Int.toString k) a)))
      val () = say (M.foldl (fn (v, acc) => acc ^ v) "" a ^ " " ^ M.foldr (fn (v, acc) => acc ^ v) "" a)
      val () = say (M.foldli (fn (k, v, acc) => acc ^ Int.toString k ^ v) "" a ^ " " ^ M.foldri (fn (k, v, acc) => acc ^ Int.toString k ^ v) "" a)
      val () = say (pairs (M.listItemsi (M.filter (fn v => v <> "b") a)))
      val () = say (pairs (M.listItemsi (M.filteri (fn (k, _) => k > 2) a)))
      val () = say (pairs (M.listItemsi (M.mapPartial (fn v => if v = "c" then NONE else SOME (v ^ "!")) a)))
      val () = say (pairs (M.listItemsi (M.mapPartiali (fn (k, v) => if k = 1 then NONE else SOME (v ^ "?")) a)))
      val () = say (Bool.toString (M.exists (fn v => v = "c") a) ^ " " ^ Bool.toString (M.exists (fn v => v = "z") a))
      val () = say (Bool.toString (M.existsi (fn (k, _) => k = 5) a) ^ " " ^ Bool.toString (M.alli (fn (k, _) => k < 5) a))
      val () = if checkAll then say (Bool.toString (M.all (fn v => size v = 1) a) ^ " " ^ Bool.toString (M.all (fn _ => false) M.empty) ^ " " ^ Bool.toString (M.all (fn v => v < "c") a)) else ()
      val () = say (ord (M.collate String.compare (a, a)) ^ " " ^ ord (M.collate String.compare (a, b)) ^ " " ^ ord (M.collate String.compare (b, a)))
      val () = say (ord (M.collate String.compare (fromList [(1, "a")], fromList [(1, "b")])) ^ " " ^ ord (M.collate String.compare (fromList [(1, "a")], fromList [(1, "a"), (2, "b")])) ^ " " ^ ord (M.collate String.compare (M.empty, M.empty)))
      (* a larger map: insertions and removals in a scrambled order *)
      val n = 300
      val keys = List.tabulate (n, fn i => (i * 7919) mod n)
      val big = List.foldl (fn (k, m) => M.insert (m, k, Int.toString k)) M.empty keys
      val big2 = List.foldl (fn (k, m) => if k mod 3 = 0 then #1 (M.remove (m, k)) else m) big keys
      val () = say (Int.toString (M.numItems big) ^ " " ^ Int.toString (M.numItems big2))
      val () = say (Int.toString (M.foldli (fn (k, _, acc) => acc + k) 0 big2) ^ " " ^ Bool.toString (M.listKeys big2 = List.filter (fn k => k mod 3 <> 0) (List.tabulate (n, fn i => i))))
      val u = M.unionWith (fn (x, _) => x) (big2, fromList (List.map (fn k => (k, "new")) [0, 3, 5000]))
      val () = say (Int.toString (M.numItems u) ^ " " ^ M.lookup (u, 3) ^ " " ^ M.lookup (u, 4))
      val () = say (Int.toString (M.numItems (M.filter (fn v => size v = 3) big2)))
    in
      ()
    end
end

structure A = CheckMap (IntRedBlackMap)
structure B = CheckMap (IntBinaryMap)
structure C = CheckMap (IntListMap)
structure D = CheckMap (RedBlackMapFn (struct type ord_key = int val compare = Int.compare end))
structure E = CheckMap (BinaryMapFn (struct type ord_key = int fun compare (a, b) = Int.compare (a, b) end))
structure F = CheckMap (ListMapFn (struct type ord_key = int val compare = Int.compare end))
val () = A.run ("IntRedBlackMap", true)
val () = B.run ("IntBinaryMap", true)
val () = C.run ("IntListMap", false)
val () = D.run ("RedBlackMapFn", true)
val () = E.run ("BinaryMapFn", true)
val () = F.run ("ListMapFn", false)

(* a map keyed by strings, and a descending order *)
structure SM = RedBlackMapFn (struct type ord_key = string val compare = String.compare end)
structure Desc = BinaryMapFn (struct type ord_key = int fun compare (a, b) = Int.compare (b, a) end)
val words = String.tokens Char.isSpace "the quick brown fox jumps over the lazy dog the end"
val counts = List.foldl (fn (w, m) => SM.insert (m, w, 1 + getOpt (SM.find (m, w), 0))) SM.empty words
val () = SM.appi (fn (w, c) => print (w ^ "=" ^ Int.toString c ^ " ")) counts
val () = print "\n"
val d = List.foldl (fn (k, m) => Desc.insert (m, k, k * k)) Desc.empty [3, 1, 4, 1, 5, 9, 2, 6]
val () = print (String.concatWith " " (List.map Int.toString (Desc.listItems d)) ^ "\n")
