(* no-gc-stress: loops_small covers gc-stress.  Nested parallel loops, par inside loops and loops inside par. *)
fun show name v = print (name ^ ": " ^ v ^ "\n")
val rows = 600
val cols = 700
val m = Array.array (rows * cols, 0)
val () = ForkJoin.parform (0, rows) (fn r =>
           ForkJoin.parform (0, cols) (fn c => Array.update (m, r * cols + c, r * 1000 + c)))
val ok = ref true
val () = Array.appi (fn (k, x) => if x <> (k div cols) * 1000 + k mod cols then ok := false else ()) m
val () = show "2d fill" (Bool.toString (!ok))
(* row sums with an inner reduction *)
val sums = Array.array (rows, 0)
val () = ForkJoin.parform (0, rows) (fn r =>
           Array.update (sums, r, ForkJoin.reducem op+ 0 (0, cols) (fn c => Array.sub (m, r * cols + c))))
val () = show "row sums" (Int.toString (Array.foldl op+ 0 sums))
(* three levels *)
val cube = Array.array (50 * 60 * 70, 0)
val () = ForkJoin.parform (0, 50) (fn i =>
           ForkJoin.parform (0, 60) (fn j =>
             ForkJoin.parform (0, 70) (fn k => Array.update (cube, (i * 60 + j) * 70 + k, i + j + k))))
val () = show "cube" (Int.toString (Array.foldl op+ 0 cube))
(* par inside a loop, a loop inside par *)
fun fib n = if n < 2 then n else let val (a, b) = ForkJoin.par (fn () => fib (n - 1), fn () => fib (n - 2)) in a + b end
val fibs = Array.array (25, 0)
val () = ForkJoin.parform (0, 25) (fn i => Array.update (fibs, i, fib i))
val () = show "fibs" (Int.toString (Array.foldl op+ 0 fibs))
val (x, y) = ForkJoin.par (fn () => ForkJoin.reducem op+ 0 (0, 1000000) (fn i => i mod 7),
                           fn () => ForkJoin.reducem op+ 0 (0, 1000000) (fn i => i mod 11))
val () = show "par of loops" (Int.toString x ^ " " ^ Int.toString y)
