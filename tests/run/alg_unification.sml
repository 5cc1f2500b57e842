(* First-order unification of terms with variables, producing a substitution (or failure). *)
datatype term = V of string | F of string * term list
fun subst s (V x) = (case List.find (fn (y, _) => y = x) s of SOME (_, t) => subst s t | NONE => V x) | subst s (F (f, ts)) = F (f, map (subst s) ts)
fun occurs x (V y) = x = y | occurs x (F (_, ts)) = List.exists (occurs x) ts
exception Clash
fun unify (s, a, b) = case (subst s a, subst s b) of
    (V x, V y) => if x = y then s else (x, V y) :: s
  | (V x, t) => if occurs x t then raise Clash else (x, t) :: s
  | (t, V x) => unify (s, V x, t)
  | (F (f, ts), F (g, us)) => if f = g andalso length ts = length us then ListPair.foldl (fn (t, u, s) => unify (s, t, u)) s (ts, us) else raise Clash
fun show (V x) = x | show (F (f, [])) = f | show (F (f, ts)) = f ^ "(" ^ String.concatWith "," (map show ts) ^ ")"
fun try (a, b) = (let val s = unify ([], a, b) in show (subst s a) end) handle Clash => "clash"
val _ = print (try (F ("f", [V "X", F ("g", [V "Y"])]), F ("f", [F ("a", []), F ("g", [V "X"])])) ^ "\n")
val _ = print (try (V "X", F ("f", [V "X"])) ^ " " ^ try (F ("f", [V "A"]), F ("g", [V "A"])) ^ "\n")
