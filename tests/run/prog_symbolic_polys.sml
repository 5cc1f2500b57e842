(* Polynomials as coefficient lists: addition, multiplication, evaluation, derivative and printing. *)
fun add ([], q) = q | add (p, []) = p | add (a :: p, b :: q) = a + b :: add (p, q)
fun scale (k, p) = map (fn a => k * a) p
fun mul ([], _) = [] | mul (a :: p, q) = add (scale (a, q), 0 :: mul (p, q))
fun eval (p, x) = foldr (fn (a, acc) => a + x * acc) 0 p
fun deriv [] = [] | deriv (_ :: p) = let fun go (_, []) = [] | go (k, a :: r) = k * a :: go (k + 1, r) in go (1, p) end
fun show p = let val terms = List.filter (fn (a, _) => a <> 0) (ListPair.zip (p, List.tabulate (length p, fn i => i)))
             in if null terms then "0" else String.concatWith " + " (rev (map (fn (a, 0) => Int.toString a | (a, 1) => Int.toString a ^ "x" | (a, k) => Int.toString a ^ "x^" ^ Int.toString k) terms)) end
val p = [1, 2] val q = [~1, 0, 3]
val pq = mul (p, mul (p, q))
val _ = print (show pq ^ "\n" ^ show (deriv pq) ^ "\n" ^ Int.toString (eval (pq, 2)) ^ " " ^ Int.toString (eval (deriv pq, ~1)) ^ "\n")
