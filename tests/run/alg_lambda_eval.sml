(* An environment-based evaluator for a tiny lambda calculus with integers, closures and recursion via fix. *)
datatype term = Var of string | Lam of string * term | App of term * term | Num of int | Prim of string * term * term | If0 of term * term * term | Fix of string * string * term
datatype value = I of int | Clo of string * term * (string * value) list | RClo of string * string * term * (string * value) list
fun look (x, (y, v) :: r) = if x = y then v else look (x, r) | look (x, []) = raise Fail ("unbound " ^ x)
fun ev env (Var x) = look (x, env) | ev env (Num n) = I n | ev env (Lam (x, b)) = Clo (x, b, env)
  | ev env (Fix (f, x, b)) = RClo (f, x, b, env)
  | ev env (App (f, a)) = (case (ev env f, ev env a) of (Clo (x, b, e), v) => ev ((x, v) :: e) b
                                                    | (c as RClo (f, x, b, e), v) => ev ((x, v) :: (f, c) :: e) b | _ => raise Fail "apply")
  | ev env (Prim (p, a, b)) = (case (ev env a, ev env b) of (I m, I n) => I (if p = "+" then m + n else if p = "-" then m - n else m * n) | _ => raise Fail "prim")
  | ev env (If0 (c, t, e)) = (case ev env c of I 0 => ev env t | _ => ev env e)
val fact = Fix ("f", "n", If0 (Var "n", Num 1, Prim ("*", Var "n", App (Var "f", Prim ("-", Var "n", Num 1)))))
val twice = Lam ("g", Lam ("x", App (Var "g", App (Var "g", Var "x"))))
fun show (I n) = Int.toString n | show _ = "<fun>"
val _ = print (show (ev [] (App (fact, Num 10))) ^ " " ^ show (ev [] (App (App (twice, Lam ("y", Prim ("*", Var "y", Num 3))), Num 7))) ^ " " ^ show (ev [] twice) ^ "\n")
val _ = print ((show (ev [] (Var "zz"))) handle Fail m => m ^ "\n")
