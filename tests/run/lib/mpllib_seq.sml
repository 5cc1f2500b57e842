structure S = Seq
structure AS = ArraySlice
val n = CommandLineArgs.parseInt "n" 20000
val verbose = CommandLineArgs.parseFlag "verbose"

fun check name b = print (name ^ ": " ^ (if b then "ok" else "FAILED") ^ "\n")

val l = List.tabulate (n, fn i => Util.hash i mod 1000 - 500)
val s = S.fromList l
val _ = check "fromList/toList" (S.toList s = l)
val _ = check "length" (S.length s = n)
val _ = check "nth" (S.nth s 1234 = List.nth (l, 1234))
val sum = S.reduce op+ 0 s
val _ = print ("sum " ^ Int.toString sum ^ "\n")
val _ = check "reduce" (sum = List.foldl op+ 0 l)
val (pre, tot) = S.scan op+ 0 s
val refPre = List.rev (#2 (List.foldl (fn (x, (acc, ps)) => (acc + x, acc :: ps)) (0, []) l))
val _ = check "scan" (S.toList pre = refPre andalso tot = sum)
val _ = check "scanIncl" (S.toList (S.scanIncl op+ 0 s) = List.tl refPre @ [sum])
val evens = S.filter (fn x => x mod 2 = 0) s
val _ = print ("evens " ^ Int.toString (S.length evens) ^ "\n")
val _ = check "filter" (S.toList evens = List.filter (fn x => x mod 2 = 0) l)
val _ = check "filterIdx" (S.toList (S.filterIdx (fn (i, _) => i mod 3 = 0) s)
                           = List.map #2 (List.filter (fn (i, _) => i mod 3 = 0) (ListPair.zip (List.tabulate (n, fn i => i), l))))
val _ = check "mapOption" (S.toList (S.mapOption (fn x => if x > 0 then SOME (x * 2) else NONE) s)
                           = List.mapPartial (fn x => if x > 0 then SOME (x * 2) else NONE) l)
val _ = check "map" (S.toList (S.map (fn x => x * x) s) = List.map (fn x => x * x) l)
val _ = check "mapIdx" (S.toList (S.mapIdx (fn (i, x) => i + x) s) = List.tabulate (n, fn i => i + List.nth (l, i)))
val nested = S.tabulate (fn i => S.tabulate (fn j => i * 100 + j) (i mod 7)) 300
val flat = S.flatten nested
val _ = check "flatten" (S.toList flat = List.concat (List.tabulate (300, fn i => List.tabulate (i mod 7, fn j => i * 100 + j))))
val _ = print ("flatten " ^ Int.toString (S.length flat) ^ " " ^ Int.toString (S.reduce op+ 0 flat) ^ "\n")
val _ = check "append" (S.toList (S.append (S.take s 10, S.drop s (n - 5))) = List.take (l, 10) @ List.drop (l, n - 5))
val _ = check "iterate" (S.iterate (fn (acc, x) => acc * 31 + x) 7 (S.take s 10) = List.foldl (fn (x, acc) => acc * 31 + x) 7 (List.take (l, 10)))
val _ = check "foldr" (S.foldr op:: [] (S.take s 100) = List.take (l, 100))
val (prefs, fin) = S.iteratePrefixes op+ 0 (S.take s 100)
val _ = check "iteratePrefixes" (S.toList prefs = List.take (refPre, 100) andalso fin = List.nth (refPre, 100))
val _ = check "zip" (S.toList (S.zip (s, S.rev s)) = ListPair.zip (l, List.rev l))
val _ = check "equal" (S.equal op= (s, S.fromList l) andalso not (S.equal op= (s, S.rev s)))
val _ = check "inject" (S.toList (S.inject (S.take s 5, S.fromList [(0, 99), (3, 77)])) =
                        [99, List.nth (l, 1), List.nth (l, 2), 77, List.nth (l, 4)])
val _ = check "subseq/first/last" (S.first (S.subseq s (5, 10)) = List.nth (l, 5) andalso S.last (S.subseq s (5, 10)) = List.nth (l, 14))
val _ = case S.splitMid (S.fromList [1, 2, 3]) of
          SOME (a, b) => check "splitMid" (S.toList a = [1] andalso S.toList b = [2, 3])
        | NONE => check "splitMid" false
val _ = print (S.toString Int.toString (S.take s 8) ^ "\n")
val _ = print (Util.summarizeArraySlice 5 Int.toString s ^ "\n")

(* SeqBasis directly, with grains that split and grains that do not *)
val _ = List.app (fn g =>
  let
    val t = SeqBasis.tabulate g (0, 5000) (fn i => i * 3)
    val r = SeqBasis.reduce g op+ 0 (0, 5000) (fn i => Array.sub (t, i))
    val sc = SeqBasis.scan g op+ 0 (10, 5000) (fn i => i)
    val f = SeqBasis.filter g (0, 5000) (fn i => i) (fn i => i mod 7 = 3)
    val tf = SeqBasis.tabFilter g (0, 5000) (fn i => if i mod 11 = 0 then SOME (i div 11) else NONE)
  in
    check ("seqbasis grain " ^ Int.toString g)
      (r = 3 * 4999 * 5000 div 2 andalso Array.sub (sc, 4990) = (4999 * 5000 div 2) - 45
       andalso Array.sub (sc, 100) = (109 * 110 div 2) - 45
       andalso Array.length f = 714 andalso Array.sub (f, 713) = 4994
       andalso Array.length tf = 455 andalso Array.sub (tf, 454) = 454
       andalso SeqBasis.foldr (fn (acc, x) => x :: acc) [] (0, 4) (fn i => i) = [0, 1, 2, 3])
  end) [1, 7, 100, 10000]
val _ = check "empty" (S.length (S.filter (fn _ => true) (S.empty ())) = 0 andalso Array.length (SeqBasis.tabFilter 10 (0, 0) SOME) = 0)

(* DelayedSeq: fused map/zip/reduce *)
structure D = DelayedSeq
val d = D.map (fn x => x * 2) (D.zipWith op+ (D.fromArraySeq s, D.tabulate (fn i => i) n))
val dsum = D.reduce op+ 0 d
val _ = check "delayed" (dsum = 2 * (sum + n * (n - 1) div 2))
val (dpre, dtot) = D.scan op+ 0 (D.subseq d (0, 50))
val _ = check "delayed scan" (dtot = D.nth dpre 49 + D.nth d 49 andalso D.length dpre = 50)
val _ = check "delayed filter" (D.toList (D.filter (fn x => x > 900) d) = List.filter (fn x => x > 900) (D.toList d))
val _ = check "delayed force" (AS.length (D.force d) = n)

(* sorting *)
structure IntSorter = MkSorter (struct type t = int val compare = Int.compare end)
val lsorted = List.foldr (fn (x, acc) => x :: acc) [] (let
    fun ins (x, []) = [x] | ins (x, y :: ys) = if x <= y then x :: y :: ys else y :: ins (x, ys)
  in List.foldl ins [] (List.take (l, 2000)) end)
val ms = IntSorter.msort s
val qs = IntSorter.qsort s
val _ = check "msort sorted" (IntSorter.isSorted ms)
val _ = check "qsort sorted" (IntSorter.isSorted qs)
val _ = check "msort = qsort" (S.equal op= (ms, qs))
val _ = check "msort small" (S.toList (IntSorter.msort (S.take s 2000)) = lsorted)
val _ = check "qsort small" (S.toList (IntSorter.qsort (S.take s 2000)) = lsorted)
val _ = check "sort perm" (S.reduce op+ 0 ms = sum)
(* stability of mergesort: sort pairs by key only *)
val pairs = S.tabulate (fn i => (Util.hash i mod 50, i)) n
val sp = Mergesort.sort (fn ((a, _), (b, _)) => Int.compare (a, b)) pairs
val _ = check "msort stable" (SeqBasis.reduce 100 (fn (a, b) => a andalso b) true (1, n) (fn i =>
          let val ((k1, i1), (k2, i2)) = (S.nth sp (i - 1), S.nth sp i)
          in k1 < k2 orelse (k1 = k2 andalso i1 < i2) end))
val nonneg = S.map (fn x => Util.hash x mod 100000) s
val rs = RadixSort.sort nonneg
val _ = check "radix" (S.equal op= (rs, IntSorter.msort nonneg))
val (cs, offs) = CountingSort.sort pairs (fn i => #1 (S.nth pairs i)) 50
val _ = check "counting" (S.equal op= (cs, sp) andalso Array.sub (offs, 50) = n andalso Array.sub (offs, 0) = 0)
val _ = print ("median " ^ Int.toString (S.nth ms (n div 2)) ^ " min " ^ Int.toString (S.first ms) ^ " max " ^ Int.toString (S.last ms) ^ "\n")
val m1 = Merge.merge Int.compare (S.fromList [1, 3, 5, 7], S.fromList [2, 3, 4, 8, 9])
val _ = print (S.toString Int.toString m1 ^ "\n")
(* string sort with a functor *)
structure StrSorter = MkSorter (struct type t = string val compare = String.compare end)
val strs = S.tabulate (fn i => Int.toString (Util.hash i mod 100000)) 5000
val ss = StrSorter.msort strs
val _ = check "string msort" (StrSorter.isSorted ss andalso S.equal op= (ss, StrSorter.qsort strs))
val _ = print ("strings " ^ S.nth ss 0 ^ " " ^ S.nth ss 2500 ^ " " ^ S.last ss ^ "\n")

(* shuffle *)
val p = Shuffle.permutation 42 1000
val seen = Array.array (1000, false)
val _ = S.applyIdx p (fn (_, i) => Array.update (seen, i, true))
val _ = check "permutation" (Array.all (fn b => b) seen)
val _ = print ("perm " ^ S.toString Int.toString (S.take p 8) ^ "\n")
val sh = Shuffle.shuffle 7 (S.tabulate (fn i => i * 10) 20)
val _ = print ("shuffle " ^ S.toString Int.toString sh ^ "\n")

val r = Benchmark.run "sum of squares" (fn () => S.reduce op+ 0 (S.map (fn x => x * x) s))
val _ = print ("result " ^ Int.toString r ^ "\n")
val _ = if verbose then print "verbose\n" else ()
val _ = print ("hash64 " ^ Word64.toString (Util.hash64 0w12345) ^ " " ^ Util.realToString (Real.fromInt sum / 3.0) ^ "\n")
