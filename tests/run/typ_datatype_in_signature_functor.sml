(* A functor whose argument signature specifies a datatype; the functor pattern matches on its constructors. *)
signature EXPR = sig datatype e = Lit of int | Neg of e | Sum of e list end
functor Eval (E : EXPR) = struct fun eval (E.Lit n) = n | eval (E.Neg e) = ~ (eval e) | eval (E.Sum es) = foldl (fn (e, s) => s + eval e) 0 es end
structure Ex = struct datatype e = Lit of int | Neg of e | Sum of e list end
structure Ev = Eval (Ex)
val _ = print (Int.toString (Ev.eval (Ex.Sum [Ex.Lit 5, Ex.Neg (Ex.Lit 2), Ex.Sum [Ex.Lit 10, Ex.Neg (Ex.Sum [Ex.Lit 1, Ex.Lit 1])]])) ^ "\n")
