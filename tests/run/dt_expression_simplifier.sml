(* A symbolic differentiator and simplifier over a recursive datatype. *)
datatype e = C of int | X | Plus of e * e | Times of e * e | Pow of e * int
fun d (C _) = C 0 | d X = C 1
  | d (Plus (a, b)) = Plus (d a, d b)
  | d (Times (a, b)) = Plus (Times (d a, b), Times (a, d b))
  | d (Pow (a, n)) = Times (Times (C n, Pow (a, n - 1)), d a)
fun simp (Plus (a, b)) = (case (simp a, simp b) of (C 0, y) => y | (x, C 0) => x | (C m, C n) => C (m + n) | (x, y) => Plus (x, y))
  | simp (Times (a, b)) = (case (simp a, simp b) of (C 0, _) => C 0 | (_, C 0) => C 0 | (C 1, y) => y | (x, C 1) => x
                           | (C m, C n) => C (m * n) | (x, y) => Times (x, y))
  | simp (Pow (a, 0)) = C 1 | simp (Pow (a, 1)) = simp a | simp (Pow (a, n)) = Pow (simp a, n)
  | simp e = e
fun show (C n) = Int.toString n | show X = "x" | show (Plus (a, b)) = "(" ^ show a ^ " + " ^ show b ^ ")"
  | show (Times (a, b)) = show a ^ "*" ^ show b | show (Pow (a, n)) = show a ^ "^" ^ Int.toString n
fun eval x (C n) = n | eval x X = x | eval x (Plus (a, b)) = eval x a + eval x b
  | eval x (Times (a, b)) = eval x a * eval x b | eval x (Pow (a, n)) = let fun p 0 = 1 | p k = eval x a * p (k - 1) in p n end
val f = Plus (Times (C 3, Pow (X, 3)), Plus (Times (C 2, X), C 7))
val f' = simp (d f)
val _ = print (show f ^ "\n" ^ show f' ^ "\n" ^ Int.toString (eval 2 f) ^ " " ^ Int.toString (eval 2 f') ^ "\n")
