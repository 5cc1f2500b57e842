(* no-gc-stress: loops_small covers gc-stress.  ForkJoin.parform and parfor: empty, single-element, reversed, huge and
   extreme ranges; every iteration runs exactly once. *)
fun show name v = print (name ^ ": " ^ v ^ "\n")
val count = ref 0
val () = ForkJoin.parform (5, 5) (fn _ => count := !count + 1)
val () = ForkJoin.parform (7, 3) (fn _ => count := !count + 1)
val () = show "empty and reversed" (Int.toString (!count))
val () = ForkJoin.parform (41, 42) (fn i => show "single" (Int.toString i))
(* a big range: each slot written once, by its own index *)
val n = 3000000
val a = Array.array (n, 0)
val () = ForkJoin.parform (0, n) (fn i => Array.update (a, i, Array.sub (a, i) + 2 * i + 1))
val ok = ref true
val () = Array.appi (fn (i, x) => if x <> 2 * i + 1 then ok := false else ()) a
val () = show "big range" (Bool.toString (!ok))
(* the same with atomic counters: no iteration lost or repeated *)
val hits = Array.array (64, 0)
val () = ForkJoin.parform (0, n) (fn i => ignore (MLton.Parallel.arrayFetchAndAdd (hits, i mod 64) 1))
val () = show "counts" (Int.toString (Array.foldl op+ 0 hits) ^ " " ^ Int.toString (Array.sub (hits, 0)))
(* ranges at the ends of int: no overflow in the split arithmetic *)
val maxI = valOf Int.maxInt
val minI = valOf Int.minInt
val c = Array.array (1, 0)
val () = ForkJoin.parform (maxI - 100000, maxI) (fn i => ignore (MLton.Parallel.arrayFetchAndAdd (c, 0) (maxI - i)))
val () = show "top of int" (Int.toString (Array.sub (c, 0)))
val () = Array.update (c, 0, 0)
val () = ForkJoin.parform (minI, minI + 100000) (fn i => ignore (MLton.Parallel.arrayFetchAndAdd (c, 0) (i - minI)))
val () = show "bottom of int" (Int.toString (Array.sub (c, 0)))
(* parfor ignores its grain *)
val b = Array.array (1000, 0)
val () = ForkJoin.parfor 1000000 (0, 1000) (fn i => Array.update (b, i, i))
val () = ForkJoin.parfor 0 (0, 1000) (fn i => Array.update (b, i, Array.sub (b, i) + 1))
val () = show "parfor" (Int.toString (Array.foldl op+ 0 b))
(* a body that is not a known function (a closure chosen at run time) *)
val fs = Vector.fromList [fn i => Array.update (b, i, 0), fn i => Array.update (b, i, 2)]
val () = ForkJoin.parform (0, 1000) (Vector.sub (fs, if length (CommandLine.arguments ()) > 100 then 0 else 1))
val () = show "unknown body" (Int.toString (Array.foldl op+ 0 b))
