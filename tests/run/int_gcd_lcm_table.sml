(* gcd/lcm tables for 1..12 summarised by checksums, and the Euclid step counts. *)
fun gcd (a, 0) = a | gcd (a, b) = gcd (b, a mod b)
fun lcm (a, b) = a div gcd (a, b) * b
val r = List.tabulate (12, fn i => i + 1)
val gs = List.concat (map (fn a => map (fn b => gcd (a, b)) r) r)
val ls = List.concat (map (fn a => map (fn b => lcm (a, b)) r) r)
fun steps (a, 0, k) = k | steps (a, b, k) = steps (b, a mod b, k + 1)
val _ = print (Int.toString (foldl (op +) 0 gs) ^ " " ^ Int.toString (foldl (op +) 0 ls) ^ " " ^ Int.toString (foldl lcm 1 r) ^ " " ^ Int.toString (steps (832040, 514229, 0)) ^ "\n")
