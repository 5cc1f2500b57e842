(* no-gc-stress *)
(* A tree built in parallel (nodes carry strings and lists), folded in
   parallel, searched with exceptions raised deep inside forks and caught
   at several levels (inside the fork that raised, at the root of a
   subtree, at the top), and parform nested inside par nested inside
   reducem, with exceptions from inside the loops.  Every answer is
   compared with the same code under a sequential fork-join. *)

datatype tree = Leaf of int * string | Node of tree * (int * int list) * tree

exception Found of int * string list
exception Bad of int
exception Loop of string

type fj = { par : (unit -> tree) * (unit -> tree) -> tree * tree,
            pari : (unit -> int) * (unit -> int) -> int * int,
            parform : int * int -> (int -> unit) -> unit,
            reducem : (int * int -> int) -> int -> int * int -> (int -> int) -> int }
fun seqLoop (lo, hi) f = if lo >= hi then () else (f lo; seqLoop (lo + 1, hi) f)
fun seqReduce g z (lo, hi) f =
  let fun go (i, acc) = if i >= hi then acc else go (i + 1, g (acc, f i)) in go (lo, z) end
fun seqPar (f, g) = let val a = f () in (a, g ()) end
val parFJ : fj = { par = ForkJoin.par, pari = ForkJoin.par, parform = ForkJoin.parform, reducem = ForkJoin.reducem }
val seqFJ : fj = { par = seqPar, pari = seqPar, parform = seqLoop, reducem = seqReduce }

fun run (fj : fj) depth =
  let
    val par = #par fj
    val pari = #pari fj
    fun build (d, i) =
      if d = 0 then Leaf (i, "leaf" ^ Int.toString i)
      else let val (l, r) = if d > 3 then par (fn () => build (d - 1, 2 * i), fn () => build (d - 1, 2 * i + 1))
                            else (build (d - 1, 2 * i), build (d - 1, 2 * i + 1))
           in Node (l, (i, List.tabulate (i mod 3, fn k => k + i)), r) end
    val t = build (depth, 1)
    fun fold (Leaf (i, s)) = i + size s
      | fold (Node (l, (i, xs), r)) =
          let val (a, b) = pari (fn () => fold l, fn () => fold r) in (a + b + i + foldl op+ 0 xs) mod 1000000007 end
    val total = fold t
    (* search: raise Found with the path at leaves i with i mod m = k; the
       leftmost such leaf's exception is the one that escapes *)
    fun search (m, k) path (Leaf (i, s)) = if i mod m = k then raise Found (i, s :: path) else 0
      | search (m, k) path (Node (l, (i, _), r)) =
          let val p = Int.toString i :: path
              val (a, b) = pari (fn () => search (m, k) p l, fn () => search (m, k) p r)
          in a + b + 1 end
    fun found f = (Int.toString (f ()) handle Found (i, p) => "found " ^ Int.toString i ^ " depth " ^ Int.toString (length p) ^ " " ^ hd p)
    val s1 = found (fn () => search (7, 3) [] t)
    val s2 = found (fn () => search (1000000, 999999) [] t)
    (* caught at subtree roots: each subtree at depth 3 handles its own *)
    fun caughtBelow d (t as Node (l, (i, _), r)) =
          if d = 3 then (search (5, 4) [] t handle Found (j, _) => j)
          else let val (a, b) = pari (fn () => caughtBelow (d + 1) l, fn () => caughtBelow (d + 1) r) in a + b end
      | caughtBelow _ (Leaf (i, _)) = i
    val s3 = Int.toString (caughtBelow 0 t)
    (* an exception raised in both branches of many forks: left's wins *)
    fun both (Leaf (i, _)) = if i mod 2 = 0 then raise Bad i else i
      | both (Node (l, (i, _), r)) =
          let val (a, b) = pari (fn () => both l handle Bad j => if j mod 4 = 0 then j else raise Bad (j + i),
                                 fn () => both r)
          in a + b end
    val s4 = (Int.toString (both t) handle Bad j => "bad " ^ Int.toString j)
    (* reducem over i, each element a par of two parforms writing a local
       array; some iterations raise from inside the inner loop *)
    fun inner i =
      let val a = Array.array (64, 0)
          val (x, y) = pari (fn () => (#parform fj (0, 32) (fn j => Array.update (a, j, i * j)); 1),
                             fn () => (#parform fj (32, 64) (fn j =>
                                         if i mod 97 = 50 andalso j = 40 then raise Loop ("i" ^ Int.toString i)
                                         else Array.update (a, j, i + j)); 2))
      in Array.foldl op+ (x + y) a mod 1000003 end
    fun outer (lo, hi) = #reducem fj (fn (a, b) => (a + b) mod 1000003) 0 (lo, hi) inner
    val s5 = Int.toString (outer (0, 50))
    val s6 = (Int.toString (outer (0, 400)) handle Loop s => "loop " ^ s)
    val s7 = Int.toString (#reducem fj op+ 0 (0, 400) (fn i => inner i handle Loop _ => ~1))
  in String.concatWith " | " [Int.toString total, s1, s2, s3, s4, s5, s6, s7] end

val () = List.app (fn d =>
  let val p = run parFJ d val s = run seqFJ d
  in print ("depth " ^ Int.toString d ^ ": " ^ p ^ (if p = s then " (same)\n" else " DIFFERENT: " ^ s ^ "\n")) end)
  [0, 3, 8, 12]
