(* Mutually recursive datatypes (expressions and declarations) with mutually recursive evaluation. *)
datatype exp = Int of int | Var of string | Add of exp * exp | Let of dec list * exp
and dec = Val of string * exp | Seq of dec list
fun lookup (x, []) = raise Fail ("unbound " ^ x)
  | lookup (x, (y, v) :: r) = if x = y then v else lookup (x, r)
fun eval env (Int n) = n
  | eval env (Var x) = lookup (x, env)
  | eval env (Add (a, b)) = eval env a + eval env b
  | eval env (Let (ds, e)) = eval (decs env ds) e
and decs env [] = env
  | decs env (Val (x, e) :: r) = decs ((x, eval env e) :: env) r
  | decs env (Seq ds :: r) = decs (decs env ds) r
val prog = Let ([Val ("x", Int 5), Seq [Val ("y", Add (Var "x", Int 1)), Val ("x", Add (Var "y", Var "y"))]],
                Add (Var "x", Let ([Val ("z", Int 100)], Add (Var "z", Var "y"))))
val _ = print (Int.toString (eval [] prog) ^ "\n")
val _ = print ((Int.toString (eval [] (Var "q"))) handle Fail m => m ^ "\n")
