(* Forks nested 20 levels deep: a chain (each left branch forks again) and
   a complete binary tree of forks. *)
fun chain 0 = [0]
  | chain d = let val (l, x) = ForkJoin.par (fn () => chain (d - 1), fn () => d * d) in x :: l end
val _ = print (String.concatWith " " (List.map Int.toString (chain 20)) ^ "\n")
fun full 0 = 1
  | full d = let val (a, b) = ForkJoin.par (fn () => full (d - 1), fn () => full (d - 1)) in a + b end
val _ = print ("leaves of a depth-10 fork tree: " ^ Int.toString (full 10) ^ "\n")
fun rchain 0 = "."
  | rchain d = let val (s, t) = ForkJoin.par (fn () => Int.toString d, fn () => rchain (d - 1)) in s ^ t end
val _ = print (rchain 20 ^ "\n")
