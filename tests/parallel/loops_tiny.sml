(* Loops of at most 32 iterations inside functions, which run at their
   site without an SkLoop record or a heap closure (codegen small_loop),
   next to longer ones that take the record: empty, single and boundary
   ranges (31, 32, 33), negative bounds, exceptions (the lowest raising
   index wins), reductions with non-commutative operators and closures
   made in the function, tiny loops nested in a big parallel loop. *)
exception E of int
fun show name v = print (name ^ ": " ^ v ^ "\n")
fun fill (a, lo, hi, k) = ForkJoin.parform (lo, hi) (fn i => Array.update (a, i - lo, i * k))
fun sumArr a = Array.foldl op+ 0 a
fun cat (lo, hi) = ForkJoin.reducem op^ "" (lo, hi) (fn i => Int.toString i ^ ",")
fun weighted (v, lo, hi, k) =
  ForkJoin.reducem (fn (x, y) => x + y) 0 (lo, hi) (fn i => k * Vector.sub (v, i))
fun maxOf (lo, hi) = ForkJoin.reducem Int.max ~1000 (lo, hi) (fn i => (i * 7919) mod 101)
val v = Vector.tabulate (100, fn i => i * i)
val () =
  List.app
    (fn len =>
       let val a = Array.array (Int.max (len, 1), 0)
       in
         fill (a, 5, 5 + len, 3);
         show ("fill " ^ Int.toString len) (Int.toString (sumArr a));
         show ("cat " ^ Int.toString len) (cat (~2, ~2 + len));
         show ("weighted " ^ Int.toString len) (Int.toString (weighted (v, 10, 10 + len, 2)));
         show ("max " ^ Int.toString len) (Int.toString (maxOf (0, len)))
       end)
    [0, 1, 2, 31, 32, 33, 64]
val () = show "reversed range" (cat (5, 2) ^ Int.toString (weighted (v, 9, 3, 1)))
fun raising (lo, hi, bad) =
  (ForkJoin.parform (lo, hi) (fn i => if List.exists (fn b => b = i) bad then raise E i else ());
   "none")
  handle E i => "E " ^ Int.toString i
fun reduceRaising (lo, hi, bad) =
  Int.toString (ForkJoin.reducem op+ 0 (lo, hi) (fn i => if List.exists (fn b => b = i) bad then raise E i else i))
  handle E i => "E " ^ Int.toString i
val () = show "raise tiny" (raising (0, 10, [7, 3, 9]))
val () = show "raise boundary" (raising (0, 32, [31]))
val () = show "raise none" (raising (0, 32, [32]))
val () = show "reduce raise tiny" (reduceRaising (0, 20, [19, 4]))
val () = show "reduce raise 33" (reduceRaising (0, 33, [32]))
val () = show "reduce ok" (reduceRaising (0, 33, [40]))
(* a big parallel loop whose iterations run tiny loops and reductions *)
val rows = 2000
val grid = Array.array (rows * 8, 0)
val () =
  ForkJoin.parform (0, rows) (fn r =>
    ForkJoin.parform (0, 8) (fn c => Array.update (grid, r * 8 + c, r + c)))
val rowSums = Array.tabulate (rows, fn r => ForkJoin.reducem op+ 0 (0, 8) (fn c => Array.sub (grid, r * 8 + c)))
val () = show "grid" (Int.toString (sumArr grid) ^ " " ^ Int.toString (sumArr rowSums))
val total = ForkJoin.reducem op+ 0 (0, rows) (fn r => ForkJoin.reducem op+ 0 (0, 8) (fn c => Array.sub (grid, r * 8 + c) * c))
val () = show "nested reduce" (Int.toString total)
val strs = ForkJoin.reducem op@ [] (0, 300) (fn r => [ForkJoin.reducem op^ "" (0, r mod 5) (fn c => Int.toString c)])
val () = show "nested strings" (String.concat strs)
