(* A parallel loop that runs for a fraction of a second (parallel.rs,
   promotions_are_bounded and loop_body_is_a_direct_call): N iterations
   of a few thousand arithmetic operations each; N is the first argument. *)
fun busy (k, acc) = if k = 0 then acc else busy (k - 1, (acc * 31 + k) mod 1000003)
val n = case CommandLine.arguments () of s :: _ => valOf (Int.fromString s) | [] => 20000
val a = Array.array (n, 0)
val () = ForkJoin.parform (0, n) (fn i => Array.update (a, i, busy (3000, i)))
val () = print (Int.toString (Array.foldl (fn (x, s) => (s + x) mod 1000003) 0 a) ^ "\n")
val () = print (Int.toString (ForkJoin.reducem Int.max 0 (0, n) (fn i => Array.sub (a, i))) ^ "\n")
