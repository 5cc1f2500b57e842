(* no-gc-stress *)
(* Big allocations inside tasks: arrays of 10^6 boxed elements allocated
   (Array.array, Array.tabulate, ForkJoin.alloc) by tasks deep in a fork
   tree, filled in parallel, returned up and combined; lists and strings
   of 10^5 elements built in tasks and returned; vectors concatenated.
   (big_alloc_small is the gc-stress-sized variant.) *)
val n = 1000000
fun chk (a, b) = (a * 31 + b) mod 1000000007

(* a 10^6 array of tuples from each of two parallel tasks *)
fun mkArr (seed, m) =
  let val a : (int * string) array = ForkJoin.alloc m
  in ForkJoin.parform (0, m) (fn i => Array.update (a, i, (i + seed, if i mod 1000 = 0 then Int.toString i else "")));
     a end
fun sumArr (a : (int * string) array) =
  ForkJoin.reducem (fn (x, y) => (x + y) mod 1000000007) 0 (0, Array.length a)
    (fn i => let val (k, s) = Array.sub (a, i) in (k + size s) mod 1000000007 end)
val (a1, a2) = ForkJoin.par (fn () => mkArr (1, n), fn () => mkArr (2, n))
val () = print ("arrays: " ^ Int.toString (sumArr a1) ^ " " ^ Int.toString (sumArr a2) ^ "\n")

(* a tree of tasks, each leaf allocating a 2^17 array of lists; merged *)
fun leaves (lo, hi) =
  if hi - lo = 1 then [Array.tabulate (131072, fn i => [lo, i])]
  else let val mid = (lo + hi) div 2
           val (l, r) = ForkJoin.par (fn () => leaves (lo, mid), fn () => leaves (mid, hi))
       in l @ r end
val ls = leaves (0, 8)
val tot = foldl (fn (a, s) => Array.foldl (fn ([x, y], t) => (t + x * 3 + y) mod 1000000007 | (_, t) => t) s a) 0 ls
val () = print ("leaf arrays: " ^ Int.toString (length ls) ^ " " ^ Int.toString tot ^ "\n")

(* 10^6 element array of refs created by a task, updated by others *)
val refs = #1 (ForkJoin.par (fn () => Array.tabulate (n, fn i => ref i), fn () => 0))
val () = ForkJoin.parform (0, n) (fn i => let val r = Array.sub (refs, i) in r := !r * 2 + 1 end)
val rs = ForkJoin.reducem (fn (x, y) => (x + y) mod 1000000007) 0 (0, n) (fn i => !(Array.sub (refs, i)))
val () = print ("refs: " ^ Int.toString rs ^ " (expected " ^ Int.toString ((n * (n - 1) + n) mod 1000000007) ^ ")\n")

(* long lists and strings built in tasks and returned *)
fun mkList (lo, hi) =
  if hi - lo <= 20000 then List.tabulate (hi - lo, fn k => lo + k)
  else let val mid = (lo + hi) div 2
           val (l, r) = ForkJoin.par (fn () => mkList (lo, mid), fn () => mkList (mid, hi))
       in l @ r end
val l = mkList (0, 400000)
val () = print ("list: " ^ Int.toString (length l) ^ " " ^ Int.toString (foldl (fn (x, s) => (s + x) mod 1000000007) 0 l)
                ^ " sorted " ^ Bool.toString (#2 (foldl (fn (x, (p, ok)) => (x, ok andalso x = p + 1)) (~1, true) l)) ^ "\n")
fun mkStr (lo, hi) =
  if hi - lo <= 1000 then String.concat (List.tabulate (hi - lo, fn k => Int.toString ((lo + k) mod 10)))
  else let val mid = (lo + hi) div 2
           val (a, b) = ForkJoin.par (fn () => mkStr (lo, mid), fn () => mkStr (mid, hi))
       in a ^ b end
val s = mkStr (0, 300000)
val ok = CharVector.foldli (fn (i, c, ok) => ok andalso ord c - ord #"0" = i mod 10) true s
val () = print ("string: " ^ Int.toString (size s) ^ " " ^ Bool.toString ok ^ "\n")
val v = ForkJoin.reducem (fn (a, b) => Vector.concat [a, b]) (Vector.fromList []) (0, 500)
          (fn i => Vector.tabulate (i mod 50, fn k => (i, k)))
val () = print ("vector: " ^ Int.toString (Vector.length v) ^ " " ^ Int.toString (Vector.foldl (fn ((i, k), s) => chk (s, i + k)) 0 v) ^ "\n")
