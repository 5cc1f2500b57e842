(* Region.run and ForkJoin together: regions inside par branches and
   parallel-loop iterations (whose enclosing forks and loops heartbeats
   promote while the regions are open), par and parform inside regions,
   nested regions, exceptions carrying region data out of parallel code,
   results stored into arrays and refs made outside the region, and a ref
   shared with a concurrent branch (entangled region data).  Every answer
   is compared with the same code under a sequential fork-join and
   Region.run = fn f => f (). *)

datatype tree = Leaf of int * string | Node of tree * int list * tree

exception Found of tree * string list

type fj = { par : (unit -> tree) * (unit -> tree) -> tree * tree,
            pari : (unit -> int) * (unit -> int) -> int * int,
            parform : int * int -> (int -> unit) -> unit,
            regionT : (unit -> tree) -> tree,
            regionI : (unit -> int) -> int,
            regionL : (unit -> int list) -> int list,
            regionU : (unit -> unit) -> unit }
fun seqLoop (lo, hi) f = if lo >= hi then () else (f lo; seqLoop (lo + 1, hi) f)
fun seqPar (f, g) = let val a = f () in (a, g ()) end
fun noRegion f = f ()
val parFJ : fj = { par = ForkJoin.par, pari = ForkJoin.par, parform = ForkJoin.parform,
                   regionT = Region.run, regionI = Region.run, regionL = Region.run, regionU = Region.run }
val seqFJ : fj = { par = seqPar, pari = seqPar, parform = seqLoop,
                   regionT = noRegion, regionI = noRegion, regionL = noRegion, regionU = noRegion }

fun run (fj : fj) depth =
  let
    val par = #par fj
    val pari = #pari fj
    fun build (d, i) =
      if d = 0 then Leaf (i, "leaf" ^ Int.toString i)
      else let val (l, r) = par (fn () => build (d - 1, 2 * i), fn () => build (d - 1, 2 * i + 1))
           in Node (l, List.tabulate (i mod 4, fn k => k + i), r) end
    fun sum (Leaf (i, s)) = i + size s
      | sum (Node (l, xs, r)) =
          let val (a, b) = pari (fn () => sum l, fn () => sum r) in (a + b + foldl op+ 0 xs) mod 1000000007 end
    (* garbage: a list built and dropped *)
    fun churn n = length (List.tabulate (n, fn i => Int.toString i))
    (* 1. par inside a region: the tree escapes as the result *)
    val t = #regionT fj (fn () => (churn 200; build (depth, 1)))
    val s1 = sum t
    (* 2. regions inside par branches, each with par inside *)
    fun regionsBelow d i =
      if d = 0 then #regionI fj (fn () => churn 50 + sum (build (4, i)))
      else let val (a, b) = pari (fn () => #regionI fj (fn () => regionsBelow (d - 1) (2 * i)),
                                  fn () => regionsBelow (d - 1) (2 * i + 1))
           in a + b end
    val s2 = regionsBelow 5 1
    (* 3. a parallel loop whose iterations run in regions and store region
       data into an array made outside *)
    val out = Array.array (200, Leaf (0, ""))
    val () = #parform fj (0, 200) (fn i =>
               #regionU fj (fn () => (churn 20; Array.update (out, i, build (i mod 5, i)))))
    val s3 = Array.foldl (fn (t, a) => (a + sum t) mod 1000000007) 0 out
    (* 4. nested regions in parallel, the inner result escaping twice *)
    val nested = #regionL fj (fn () =>
                   let val (a, b) = pari (fn () => length (#regionL fj (fn () => List.tabulate (100, fn i => i))),
                                          fn () => #regionI fj (fn () => sum (#regionT fj (fn () => build (5, 3)))))
                   in [a, b] @ #regionL fj (fn () => List.tabulate (10, fn i => i * a)) end)
    val s4 = foldl op+ 0 nested
    (* 5. an exception raised deep in parallel code inside a region, its
       packet holding region data *)
    fun search path (t as Leaf (i, s)) = if i mod 7 = 3 then raise Found (t, s :: path) else 0
      | search path (Node (l, _, r)) =
          let val (a, b) = pari (fn () => search ("l" :: path) l, fn () => search ("r" :: path) r) in a + b end
    val s5 = (Int.toString (#regionI fj (fn () => search [] (build (depth, 1)))))
             handle Found (Leaf (i, s), p) => s ^ " " ^ String.concat p
                  | Found _ => "?"
    (* 6. a ref made outside, updated in regions in both branches *)
    val cell = ref (Leaf (0, "start"))
    val (_, _) = pari (fn () => (#regionU fj (fn () => cell := Node (!cell, [1], build (3, 1))); 0),
                       fn () => #regionI fj (fn () => sum (build (6, 2))))
    val s6 = sum (!cell)
    (* 7. region data made visible to a concurrent branch through a shared
       ref: the reader may entangle with the region while it is open *)
    val shared = ref [0]
    val (a7, _) = pari (fn () => #regionI fj (fn () =>
                                    (seqLoop (0, 50) (fn i => shared := List.tabulate (i mod 7, fn k => k + i));
                                     length (!shared))),
                        fn () => (seqLoop (0, 50) (fn _ => ignore (length (!shared))); 0))
    val s7 = a7 + foldl op+ 0 (!shared)
  in
    [Int.toString s1, Int.toString s2, Int.toString s3, Int.toString s4, s5, Int.toString s6, Int.toString s7]
  end

val depth = 9
val seq = run seqFJ depth
val () = app (fn s => print (s ^ "\n")) seq
fun check k = if run parFJ depth = seq then () else print ("MISMATCH in round " ^ Int.toString k ^ "\n")
val () = app check [1, 2, 3]
val () = print "ok\n"
