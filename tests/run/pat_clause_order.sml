(* First-match semantics: overlapping clauses are tried in order, including with constructors and wildcards. *)
datatype t = A | B of int | C of t * t
fun f (C (A, _)) = 1 | f (C (_, A)) = 2 | f (C (B n, B m)) = n + m | f (B 0) = 10 | f (B _) = 20 | f _ = 99
val _ = print (String.concatWith " " (map (Int.toString o f) [C (A, A), C (B 1, A), C (B 3, B 4), B 0, B 9, A, C (C (A, A), B 1)]) ^ "\n")
fun g (x, y) = case (x < 0, y < 0) of (true, true) => "both" | (true, _) => "x" | (_, true) => "y" | _ => "none"
val _ = print (String.concatWith " " (map g [(~1, ~1), (~1, 1), (1, ~1), (1, 1)]) ^ "\n")
