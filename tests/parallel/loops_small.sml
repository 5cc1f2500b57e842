(* Small parallel loops for the gc-stress runs (the loops* programs are too
   big for a collection per allocation): allocating bodies, reductions
   with allocating operations, nested loops, exceptions. *)
exception E of int
fun show name v = print (name ^ ": " ^ v ^ "\n")
val n = 3000
val a = Array.array (n, [])
val () = ForkJoin.parform (0, n) (fn i => Array.update (a, i, [i, i + 1]))
val () = show "lists" (Int.toString (Array.foldl (fn (l, s) => s + List.foldl op+ 0 l) 0 a))
val s = ForkJoin.reducem op^ "" (0, 500) (fn i => Int.toString (i mod 10))
val () = show "concat" (Bool.toString (s = String.concat (List.tabulate (500, fn i => Int.toString (i mod 10)))))
val l = ForkJoin.reducem op@ [] (0, 400) (fn i => [i])
val () = show "list" (Bool.toString (l = List.tabulate (400, fn i => i)))
val m = Array.array (40 * 50, "")
val () = ForkJoin.parform (0, 40) (fn i => ForkJoin.parform (0, 50) (fn j => Array.update (m, i * 50 + j, Int.toString (i + j))))
val () = show "nested" (Int.toString (Array.foldl (fn (x, s) => s + size x) 0 m))
fun try name f = show name (f () handle E i => "E " ^ Int.toString i)
val () = try "exn" (fn () => (ForkJoin.parform (0, n) (fn i => if i >= 1234 then raise E i else ignore [i]); "none"))
val () = try "reduce exn" (fn () => Int.toString (ForkJoin.reducem op+ 0 (0, n) (fn i => if i = 2000 orelse i = 2900 then raise E i else i)))
