(* checks a count-graphs-style enumeration: counting unlabelled graphs up to isomorphism by canonical forms over all vertex permutations, bit sets in words (Word.andb/orb/<<), IntInf for 2^(n choose 2), sorting with a hand-written merge sort and dedup via binary search in an array *)
structure Bits =
struct
  fun bit i = Word.<< (0w1, Word.fromInt i)
  fun member (s, i) = Word.andb (s, bit i) <> 0w0
  fun add (s, i) = Word.orb (s, bit i)
  fun popCount 0w0 = 0 | popCount w = 1 + popCount (Word.andb (w, w - 0w1))
end

(* edge (i, j), i < j, among n vertices -> bit index *)
fun edgeIndex (n, i, j) = let val (a, b) = if i < j then (i, j) else (j, i) in a * n + b end

fun permutations [] = [[]]
  | permutations l =
      List.concat (map (fn x => map (fn p => x :: p) (permutations (List.filter (fn y => y <> x) l))) l)

(* relabel a graph by a permutation given as a vector *)
fun relabel (n, g, perm : int vector) =
  let
    fun loop (i, j, acc) =
      if i >= n then acc
      else if j >= n then loop (i + 1, i + 2, acc)
      else loop (i, j + 1,
                 if Bits.member (g, edgeIndex (n, i, j))
                 then Bits.add (acc, edgeIndex (n, Vector.sub (perm, i), Vector.sub (perm, j)))
                 else acc)
  in loop (0, 1, 0w0) end

fun canonical (n, perms) g = List.foldl (fn (p, best) => let val h = relabel (n, g, p) in if h < best then h else best end) g perms

fun mergeSort (cmp : 'a * 'a -> order) (l : 'a list) : 'a list =
  let
    fun merge ([], ys) = ys
      | merge (xs, []) = xs
      | merge (x :: xs, y :: ys) = if cmp (x, y) = GREATER then y :: merge (x :: xs, ys) else x :: merge (xs, y :: ys)
    fun split (x :: y :: rest) = let val (a, b) = split rest in (x :: a, y :: b) end
      | split l = (l, [])
  in
    case l of
      [] => []
    | [x] => [x]
    | _ => let val (a, b) = split l in merge (mergeSort cmp a, mergeSort cmp b) end
  end

fun dedup [] = [] | dedup [x] = [x] | dedup (x :: (rest as y :: _)) = if x = y then dedup rest else x :: dedup rest

fun binarySearch (a : word array, x) =
  let fun go (lo, hi) =
        if lo >= hi then NONE
        else let val mid = (lo + hi) div 2 val y = Array.sub (a, mid)
             in if x = y then SOME mid else if x < y then go (lo, mid) else go (mid + 1, hi) end
  in go (0, Array.length a) end

fun allGraphs n =
  let
    val edges = List.concat (List.tabulate (n, fn i => List.tabulate (n - i - 1, fn k => edgeIndex (n, i, i + k + 1))))
    fun subsets [] = [0w0]
      | subsets (e :: es) = let val r = subsets es in r @ map (fn s => Bits.add (s, e)) r end
  in subsets edges end

fun count n =
  let
    val perms = map Vector.fromList (permutations (List.tabulate (n, fn i => i)))
    val gs = allGraphs n
    val canon = dedup (mergeSort Word.compare (map (canonical (n, perms)) gs))
    val table = Array.fromList canon
    val byEdges = Array.array (n * (n - 1) div 2 + 1, 0)
    val _ = List.app (fn g => let val k = Bits.popCount g in Array.update (byEdges, k, Array.sub (byEdges, k) + 1) end) canon
    (* every graph's canonical form must be found in the table *)
    val allFound = List.all (fn g => isSome (binarySearch (table, canonical (n, perms) g))) gs
  in
    print ("n=" ^ Int.toString n ^ ": labelled " ^ IntInf.toString (IntInf.pow (2, n * (n - 1) div 2))
           ^ ", unlabelled " ^ Int.toString (Array.length table)
           ^ ", by edges [" ^ String.concatWith " " (map Int.toString (Array.foldr op:: [] byEdges)) ^ "]"
           ^ (if allFound then "" else " MISSING") ^ "\n")
  end

val _ = List.app count [1, 2, 3, 4, 5]
val _ = print (IntInf.toString (IntInf.pow (2, 10 * 9 div 2)) ^ " labelled graphs on 10 vertices\n")
