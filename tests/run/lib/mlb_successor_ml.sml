(* Successor ML syntax that MLton enables by annotations (see
   mlb_successor_ml.mlb): or-patterns, optional leading bar, record
   punning in expressions, line comments, _ in numeric constants.
   (*) a line comment inside a block comment: *) is hidden
*)
datatype t = A | B | C of int | D of int
fun f (A | B) = 0
  | f (C n | D n) = n
val () = print (Int.toString (f B + f (D 4)) ^ "\n")
(*) a line comment
val r = let val x = 1 val y = 2 in {x, y} end
val () = print (Int.toString (#x r + #y r) ^ "\n")
val g = fn | A => 1 | _ => 2
val () = print (Int.toString (g A) ^ "\n")
val big = 1_000_000
val w = 0wxf_f
val () = print (Int.toString big ^ " " ^ Word.toString w ^ "\n")
fun classify (0 | 1) = "small" | classify n = "big"
datatype e = Num of int | Add of e * e | Sub of e * e | Neg of e
fun ev (Num n) = n
  | ev (Add (a, b) | Sub (b, a)) = ev a + ev b
  | ev (Neg (Num 0 | Neg (Num 0))) = 0
  | ev (Neg x) = ~ (ev x)
val () = print (classify 1 ^ classify 7 ^ " " ^ Int.toString (ev (Add (Num 1, Sub (Num 2, Neg (Num 3))))) ^ "\n")
val h = (raise Fail "x") handle | Fail ("y" | "x") => 5 | _ => 6
val () = print (Int.toString h ^ " " ^ Real.toString 1_0.2_5 ^ " " ^ Int.toString 0x1_F ^ "\n")
datatype opt = | P | Q
val () = case [P, Q] of [(P | Q), (Q | P)] => print "both\n" | _ => print "no\n"
val s = (fn {a, b} => a ^ b) {b = "B", a = "A"}
val () = print (s ^ "\n")
val () = (print "opt"; print "semi\n";)
val t = let val a = 2 in print "let;\n"; a * 3; end
val () = print (Int.toString t ^ "\n")
