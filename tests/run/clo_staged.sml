(* A staged interpreter: expressions are compiled into closures once, then run many times. *)
datatype exp = Num of int | Var | Add of exp * exp | Mul of exp * exp | If0 of exp * exp * exp
fun compile (Num n) = (fn _ => n)
  | compile Var = (fn x => x)
  | compile (Add (a, b)) = let val ca = compile a val cb = compile b in fn x => ca x + cb x end
  | compile (Mul (a, b)) = let val ca = compile a val cb = compile b in fn x => ca x * cb x end
  | compile (If0 (c, t, e)) = let val cc = compile c val ct = compile t val ce = compile e
                               in fn x => if cc x = 0 then ct x else ce x end
val prog = If0 (Add (Var, Num ~3), Num 1000, Add (Mul (Var, Var), Mul (Num 2, Var)))
val f = compile prog
val _ = print (String.concatWith " " (map (Int.toString o f) [0, 1, 2, 3, 4, 10]) ^ "\n")
val total = List.foldl (fn (x, s) => s + f x) 0 (List.tabulate (300, fn i => i))
val _ = print (Int.toString total ^ "\n")
