(* Count graphs up to isomorphism: enumerate edge subsets as bit masks
   (Word), canonicalise each under all vertex permutations, and collect
   canonical forms in a hash table of buckets; also counts connected graphs,
   trees and degree sequences. *)
(* no-gc-stress *)
fun perms [] = [[]]
  | perms l = List.concat (map (fn x => map (fn p => x :: p) (perms (List.filter (fn y => y <> x) l))) l)

fun edges n = List.concat (List.tabulate (n, fn i => List.tabulate (n - i - 1, fn k => (i, i + k + 1))))

fun edgeIndex n =
  let val es = Vector.fromList (edges n)
      val tbl = Array2.array (n, n, ~1)
  in Vector.appi (fn (k, (i, j)) => (Array2.update (tbl, i, j, k); Array2.update (tbl, j, i, k))) es; (es, tbl) end

structure H = struct
  type table = {buckets : word list array, count : int ref}
  fun new size : table = {buckets = Array.array (size, []), count = ref 0}
  fun hash (w : word) = Word.toInt (Word.mod (w * 0w2654435761, 0w1000003))
  fun insert ({buckets, count} : table) w =
    let val b = hash w mod Array.length buckets
        val l = Array.sub (buckets, b)
    in if List.exists (fn x => x = w) l then false else (Array.update (buckets, b, w :: l); count := !count + 1; true) end
end

fun canon (n, es, tbl, ps) (g : word) =
  List.foldl (fn (p, best) =>
    let
      val pv = Vector.fromList p
      val img = Vector.foldli (fn (k, (i, j), acc) =>
                  if Word.andb (g, Word.<< (0w1, Word.fromInt k)) = 0w0 then acc
                  else Word.orb (acc, Word.<< (0w1, Word.fromInt (Array2.sub (tbl, Vector.sub (pv, i), Vector.sub (pv, j)))))) 0w0 es
    in if img < best then img else best end) (Word.notb 0w0) ps

fun connected (n, es) (g : word) =
  let
    val adj = Array.array (n, [])
    val () = Vector.appi (fn (k, (i, j)) =>
               if Word.andb (g, Word.<< (0w1, Word.fromInt k)) <> 0w0
               then (Array.update (adj, i, j :: Array.sub (adj, i)); Array.update (adj, j, i :: Array.sub (adj, j))) else ()) es
    val seen = Array.array (n, false)
    fun dfs v = if Array.sub (seen, v) then () else (Array.update (seen, v, true); List.app dfs (Array.sub (adj, v)))
  in dfs 0; Array.all (fn b => b) seen end

fun popcount (w : word) = if w = 0w0 then 0 else Word.toInt (Word.andb (w, 0w1)) + popcount (Word.>> (w, 0w1))

fun degrees (n, es) g =
  let val deg = Array.array (n, 0)
  in Vector.appi (fn (k, (i, j)) => if Word.andb (g, Word.<< (0w1, Word.fromInt k)) <> 0w0
                                    then (Array.update (deg, i, Array.sub (deg, i) + 1); Array.update (deg, j, Array.sub (deg, j) + 1)) else ()) es;
     String.concat (map Int.toString (sortDesc (Array.foldr op:: [] deg))) end
and sortDesc l =
  let fun ins (x, []) = [x] | ins (x, y :: ys) = if x >= y then x :: y :: ys else y :: ins (x, ys)
  in foldl ins [] l end

fun count n =
  let
    val (es, tbl) = edgeIndex n
    val m = Vector.length es
    val ps = perms (List.tabulate (n, fn i => i))
    val h = H.new 4099
    val reps = ref []
    fun loop g =
      if g = Word.<< (0w1, Word.fromInt m) then ()
      else (let val c = canon (n, es, tbl, ps) g in if H.insert h c then reps := c :: !reps else () end; loop (g + 0w1))
    val () = loop 0w0
    val conn = List.filter (connected (n, es)) (!reps)
    val trees = List.filter (fn g => popcount g = n - 1) conn
    val seqs = foldl (fn (g, acc) => let val s = degrees (n, es) g in if List.exists (fn x => x = s) acc then acc else s :: acc end) [] (!reps)
  in
    print ("n=" ^ Int.toString n ^ ": " ^ Int.toString (!(#count h)) ^ " graphs, " ^ Int.toString (length conn) ^ " connected, "
           ^ Int.toString (length trees) ^ " trees, " ^ Int.toString (length seqs) ^ " degree sequences\n")
  end

val () = List.app count [1, 2, 3, 4, 5, 6]
