(* A polymorphic merge sort parameterised by its comparison, used at several types and orders. *)
fun msort cmp xs =
  let fun merge ([], ys) = ys | merge (xs, []) = xs
        | merge (x :: xs, y :: ys) = if cmp (x, y) <> GREATER then x :: merge (xs, y :: ys) else y :: merge (x :: xs, ys)
      fun split [] = ([], []) | split [x] = ([x], []) | split (x :: y :: r) = let val (a, b) = split r in (x :: a, y :: b) end
  in case xs of [] => [] | [x] => [x] | _ => let val (a, b) = split xs in merge (msort cmp a, msort cmp b) end end
val ints = [5, ~2, 9, 0, 3, 3, 12, ~7, 8]
val _ = print (String.concatWith " " (map Int.toString (msort Int.compare ints)) ^ "\n")
val _ = print (String.concatWith " " (map Int.toString (msort (fn (a, b) => Int.compare (b, a)) ints)) ^ "\n")
val _ = print (String.concatWith " " (msort String.compare ["pear", "apple", "fig", "banana", "cherry"]) ^ "\n")
val pairs = msort (fn ((a, s), (b, t)) => case Int.compare (a, b) of EQUAL => String.compare (s, t) | c => c)
                  [(2, "b"), (1, "z"), (2, "a"), (1, "a")]
val _ = print (String.concatWith " " (map (fn (n, s) => Int.toString n ^ s) pairs) ^ "\n")
val reals = msort Real.compare [3.5, ~1.25, 2.0, 0.5]
val _ = print (String.concatWith " " (map Real.toString reals) ^ "\n")
val big = msort Int.compare (List.tabulate (150, fn i => (i * 7919) mod 307))
val _ = print (Int.toString (hd big) ^ " " ^ Int.toString (List.last big) ^ " " ^ Int.toString (length big) ^ "\n")
