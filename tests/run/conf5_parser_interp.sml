(* A parser-combinator library with user infix operators and an environment-passing interpreter (closures, recursion through a Y combinator, runtime errors as exceptions); output from Poly/ML. *)
(* parser combinators + interpreter *)
structure Parse = struct
  type 'a p = char list -> ('a * char list) option
  fun ret x : 'a p = fn s => SOME (x, s)
  fun bind (p : 'a p) (f : 'a -> 'b p) : 'b p = fn s => case p s of NONE => NONE | SOME (x, r) => f x r
  infix >>= <|> 
  fun p >>= f = bind p f
  fun (p <|> q) s = case p s of NONE => q s | r => r
  fun sat pr (c :: cs) = if pr c then SOME (c, cs) else NONE | sat _ [] = NONE
  fun many p = (p >>= (fn x => many p >>= (fn xs => ret (x :: xs)))) <|> ret []
  fun many1 p = p >>= (fn x => many p >>= (fn xs => ret (x :: xs)))
  val ws = many (sat Char.isSpace)
  fun tok p = p >>= (fn x => ws >>= (fn _ => ret x))
  fun ch c = tok (sat (fn d => d = c))
  val num = tok (many1 (sat Char.isDigit)) >>= (fn ds => ret (valOf (Int.fromString (implode ds))))
  val ident = tok (many1 (sat Char.isAlpha)) >>= (fn cs => ret (implode cs))
end
datatype exp = Num of int | Var of string | Add of exp * exp | Mul of exp * exp | Sub of exp * exp
             | Let of string * exp * exp | Lam of string * exp | App of exp * exp | If0 of exp * exp * exp
local open Parse infix >>= <|> in
fun kw s = ident >>= (fn x => if x = s then ret () else (fn _ => NONE))
fun expr s = (letE <|> lamE <|> ifE <|> addE) s
and letE s = (kw "let" >>= (fn _ => ident >>= (fn x => ch #"=" >>= (fn _ => expr >>= (fn e1 => kw "in" >>= (fn _ => expr >>= (fn e2 => ret (Let (x, e1, e2))))))))) s
and lamE s = (ch #"\\" >>= (fn _ => ident >>= (fn x => ch #"." >>= (fn _ => expr >>= (fn e => ret (Lam (x, e))))))) s
and ifE s = (kw "ifz" >>= (fn _ => expr >>= (fn c => kw "then" >>= (fn _ => expr >>= (fn t => kw "else" >>= (fn _ => expr >>= (fn e => ret (If0 (c, t, e))))))))) s
and addE s = (mulE >>= (fn l => addRest l)) s
and addRest l = (ch #"+" >>= (fn _ => mulE >>= (fn r => addRest (Add (l, r))))) <|> (ch #"-" >>= (fn _ => mulE >>= (fn r => addRest (Sub (l, r))))) <|> ret l
and mulE s = (appE >>= (fn l => mulRest l)) s
and mulRest l = (ch #"*" >>= (fn _ => appE >>= (fn r => mulRest (Mul (l, r))))) <|> ret l
and appE s = (atom >>= (fn f => appRest f)) s
and appRest f = (atom >>= (fn a => appRest (App (f, a)))) <|> ret f
and atom s = ((num >>= (fn n => ret (Num n))) <|> (fn s => case ident s of SOME (x, r) => if List.exists (fn k => k = x) ["let","in","ifz","then","else"] then NONE else SOME (Var x, r) | NONE => NONE) <|> (ch #"(" >>= (fn _ => expr >>= (fn e => ch #")" >>= (fn _ => ret e))))) s
end
datatype value = IntV of int | Clo of string * exp * env | RecClo of exp ref * env
withtype env = (string * value) list
exception RuntimeError of string
fun lookup x [] = raise RuntimeError ("unbound " ^ x)
  | lookup x ((y, v) :: r) = if x = y then v else lookup x r
fun eval env (Num n) = IntV n
  | eval env (Var x) = lookup x env
  | eval env (Add (a, b)) = arith op+ env a b
  | eval env (Sub (a, b)) = arith op- env a b
  | eval env (Mul (a, b)) = arith op* env a b
  | eval env (Let (x, e1, e2)) = eval ((x, eval env e1) :: env) e2
  | eval env (Lam (x, e)) = Clo (x, e, env)
  | eval env (If0 (c, t, e)) = (case eval env c of IntV 0 => eval env t | IntV _ => eval env e | _ => raise RuntimeError "if")
  | eval env (App (f, a)) = (case eval env f of Clo (x, b, cenv) => eval ((x, eval env a) :: cenv) b | _ => raise RuntimeError "app")
and arith f env a b = case (eval env a, eval env b) of (IntV x, IntV y) => IntV (f (x, y)) | _ => raise RuntimeError "arith"
fun show (IntV n) = Int.toString n | show _ = "<fun>"
fun run s = case expr (explode s) of
    SOME (e, []) => (print (show (eval [] e) ^ "\n") handle RuntimeError m => print ("error: " ^ m ^ "\n") | Overflow => print "overflow\n")
  | SOME (_, r) => print ("parse error near: " ^ implode r ^ "\n")
  | NONE => print "parse error\n"
val _ = app run ["1 + 2 * 3", "let x = 5 in x * x - 1", "(\\x. x + 1) 41", "let f = \\x. \\y. x * y in f 6 7",
  "ifz 0 then 10 else 20", "let y = \\f. (\\x. f (\\v. x x v)) (\\x. f (\\v. x x v)) in let fact = y (\\f. \\n. ifz n then 1 else n * f (n - 1)) in fact 10",
  "z + 1", "1 +", "let fact = 3 in fact 2", "let y = \\f. (\\x. f (\\v. x x v)) (\\x. f (\\v. x x v)) in let fact = y (\\f. \\n. ifz n then 1 else n * f (n - 1)) in fact 30"]
