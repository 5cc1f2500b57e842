(* Realistic program: an interpreter for a small expression language with
   let, lambdas, closures, recursion (letrec), if, integers, booleans,
   strings and lists.  A lexer built on Substring and Char predicates, a
   precedence-climbing parser with error messages, a static scope checker,
   and an environment-passing evaluator with runtime errors as exceptions. *)

datatype token = NUM of int | ID of string | STR of string | SYM of string | KW of string | EOF

exception LexError of string
exception ParseError of string
exception RuntimeError of string

val keywords = ["let", "letrec", "in", "fn", "if", "then", "else", "true", "false", "and", "or", "not"]

fun lex (src : string) : token list =
  let
    fun go (s, acc) =
      let val s = Substring.dropl Char.isSpace s in
        case Substring.getc s of
          NONE => rev (EOF :: acc)
        | SOME (c, rest) =>
            if Char.isDigit c then
              let val (d, rest) = Substring.splitl Char.isDigit s
              in go (rest, NUM (valOf (Int.fromString (Substring.string d))) :: acc) end
            else if Char.isAlpha c then
              let val (w, rest) = Substring.splitl (fn c => Char.isAlphaNum c orelse c = #"_" orelse c = #"'") s
                  val w = Substring.string w
              in go (rest, (if List.exists (fn k => k = w) keywords then KW w else ID w) :: acc) end
            else if c = #"\"" then
              let val (body, rest) = Substring.splitl (fn c => c <> #"\"") rest in
                if Substring.isEmpty rest then raise LexError "unterminated string"
                else go (Substring.triml 1 rest, STR (Substring.string body) :: acc)
              end
            else if c = #"#" then go (Substring.dropl (fn c => c <> #"\n") s, acc)
            else
              let val two = Substring.string (Substring.slice (s, 0, SOME 2)) handle Subscript => "" in
                if List.exists (fn t => t = two) ["=>", "==", "<=", ">=", "<>", "::", "++"] then go (Substring.triml 2 s, SYM two :: acc)
                else if Char.contains "+-*/%<>=()[],\\" c then go (rest, SYM (str c) :: acc)
                else raise LexError ("unexpected character " ^ Char.toString c)
              end
      end
  in
    go (Substring.full src, [])
  end

datatype exp =
    Num of int | Bool of bool | Str of string | Var of string
  | Bin of string * exp * exp | Not of exp
  | If of exp * exp * exp | Let of string * exp * exp | LetRec of string * string * exp * exp
  | Fn of string * exp | App of exp * exp | List of exp list

fun tokStr (NUM n) = Int.toString n | tokStr (ID s) = s | tokStr (STR s) = "\"" ^ s ^ "\""
  | tokStr (SYM s) = s | tokStr (KW s) = s | tokStr EOF = "end of input"

(* binary operators: precedence and right associativity *)
val ops = [("or", 1, false), ("and", 2, false), ("==", 3, false), ("<>", 3, false), ("<", 3, false), ("<=", 3, false),
           (">", 3, false), (">=", 3, false), ("::", 4, true), ("++", 4, true), ("+", 5, false), ("-", 5, false),
           ("*", 6, false), ("/", 6, false), ("%", 6, false)]
fun opInfo (SYM s) = List.find (fn (o', _, _) => o' = s) ops
  | opInfo (KW s) = List.find (fn (o', _, _) => o' = s) ops
  | opInfo _ = NONE

fun parse (toks : token list) : exp =
  let
    fun expect (t, t' :: rest) = if t = t' then rest else raise ParseError ("expected " ^ tokStr t ^ " but found " ^ tokStr t')
      | expect (t, []) = raise ParseError ("expected " ^ tokStr t)
    fun ident (ID x :: rest) = (x, rest)
      | ident (t :: _) = raise ParseError ("expected an identifier but found " ^ tokStr t)
      | ident [] = raise ParseError "expected an identifier"
    fun exp (KW "let" :: ts) = let val (x, ts) = ident ts val (e1, ts) = exp (expect (SYM "=", ts))
                                   val (e2, ts) = exp (expect (KW "in", ts)) in (Let (x, e1, e2), ts) end
      | exp (KW "letrec" :: ts) =
          let val (f, ts) = ident ts val (x, ts) = ident ts val (e1, ts) = exp (expect (SYM "=", ts))
              val (e2, ts) = exp (expect (KW "in", ts)) in (LetRec (f, x, e1, e2), ts) end
      | exp (KW "fn" :: ts) = let val (x, ts) = ident ts val (e, ts) = exp (expect (SYM "=>", ts)) in (Fn (x, e), ts) end
      | exp (KW "if" :: ts) =
          let val (c, ts) = exp ts val (a, ts) = exp (expect (KW "then", ts)) val (b, ts) = exp (expect (KW "else", ts))
          in (If (c, a, b), ts) end
      | exp ts = binary (0, ts)
    and binary (minPrec, ts) =
      let
        val (lhs, ts) = app ts
        fun loop (lhs, ts) =
          case ts of
            t :: rest =>
              (case opInfo t of
                 SOME (name, p, right) =>
                   if p < minPrec then (lhs, ts)
                   else let val (rhs, ts) = binary (if right then p else p + 1, rest) in loop (Bin (name, lhs, rhs), ts) end
               | NONE => (lhs, ts))
          | [] => (lhs, ts)
      in
        loop (lhs, ts)
      end
    and app ts =
      let
        val (f, ts) = atom ts
        fun loop (f, ts) = case atomOpt ts of SOME (a, ts) => loop (App (f, a), ts) | NONE => (f, ts)
      in loop (f, ts) end
    and atomOpt (ts as (NUM _ :: _)) = SOME (atom ts)
      | atomOpt (ts as (ID _ :: _)) = SOME (atom ts)
      | atomOpt (ts as (STR _ :: _)) = SOME (atom ts)
      | atomOpt (ts as (KW "true" :: _)) = SOME (atom ts)
      | atomOpt (ts as (KW "false" :: _)) = SOME (atom ts)
      | atomOpt (ts as (SYM "(" :: _)) = SOME (atom ts)
      | atomOpt (ts as (SYM "[" :: _)) = SOME (atom ts)
      | atomOpt _ = NONE
    and atom (NUM n :: ts) = (Num n, ts)
      | atom (ID x :: ts) = (Var x, ts)
      | atom (STR s :: ts) = (Str s, ts)
      | atom (KW "true" :: ts) = (Bool true, ts)
      | atom (KW "false" :: ts) = (Bool false, ts)
      | atom (KW "not" :: ts) = let val (e, ts) = atom ts in (Not e, ts) end
      | atom (SYM "-" :: NUM n :: ts) = (Num (~n), ts)
      | atom (SYM "(" :: ts) = let val (e, ts) = exp ts in (e, expect (SYM ")", ts)) end
      | atom (SYM "[" :: SYM "]" :: ts) = (List [], ts)
      | atom (SYM "[" :: ts) =
          let fun items ts = let val (e, ts) = exp ts in
                               case ts of SYM "," :: ts => let val (es, ts) = items ts in (e :: es, ts) end
                                        | _ => ([e], expect (SYM "]", ts)) end
              val (es, ts) = items ts
          in (List es, ts) end
      | atom (t :: _) = raise ParseError ("unexpected " ^ tokStr t)
      | atom [] = raise ParseError "unexpected end"
    val (e, rest) = exp toks
  in
    case rest of [EOF] => e | t :: _ => raise ParseError ("unexpected " ^ tokStr t ^ " after expression") | [] => e
  end

(* scope check: free variables, reported before running *)
fun free bound e =
  case e of
    Var x => if List.exists (fn y => y = x) bound then [] else [x]
  | Num _ => [] | Bool _ => [] | Str _ => []
  | Bin (_, a, b) => free bound a @ free bound b
  | Not a => free bound a
  | If (a, b, c) => free bound a @ free bound b @ free bound c
  | Let (x, a, b) => free bound a @ free (x :: bound) b
  | LetRec (f, x, a, b) => free (f :: x :: bound) a @ free (f :: bound) b
  | Fn (x, a) => free (x :: bound) a
  | App (a, b) => free bound a @ free bound b
  | List es => List.concat (map (free bound) es)

datatype value =
    VInt of int | VBool of bool | VStr of string | VList of value list
  | VClo of string * exp * env ref
  | VPrim of string * (value -> value)
withtype env = (string * value) list

fun show (VInt n) = if n < 0 then "-" ^ Int.toString (~n) else Int.toString n
  | show (VBool b) = Bool.toString b
  | show (VStr s) = "\"" ^ String.toString s ^ "\""
  | show (VList vs) = "[" ^ String.concatWith ", " (map show vs) ^ "]"
  | show (VClo (x, _, _)) = "<fn " ^ x ^ ">"
  | show (VPrim (n, _)) = "<prim " ^ n ^ ">"

fun typeName (VInt _) = "int" | typeName (VBool _) = "bool" | typeName (VStr _) = "string"
  | typeName (VList _) = "list" | typeName _ = "function"

val steps = ref 0

fun eval (env : env) (e : exp) : value =
  (steps := !steps + 1;
   case e of
     Num n => VInt n | Bool b => VBool b | Str s => VStr s
   | Var x => (case List.find (fn (y, _) => x = y) env of SOME (_, v) => v
                                                       | NONE => raise RuntimeError ("unbound " ^ x))
   | List es => VList (map (eval env) es)
   | Not a => (case eval env a of VBool b => VBool (not b) | v => raise RuntimeError ("not of " ^ typeName v))
   | If (c, a, b) => (case eval env c of VBool true => eval env a | VBool false => eval env b
                                       | v => raise RuntimeError ("if on " ^ typeName v))
   | Bin ("and", a, b) => (case eval env a of VBool false => VBool false | _ => eval env b)
   | Bin ("or", a, b) => (case eval env a of VBool true => VBool true | _ => eval env b)
   | Bin (oper, a, b) => binop (oper, eval env a, eval env b)
   | Let (x, a, b) => eval ((x, eval env a) :: env) b
   | LetRec (f, x, a, b) =>
       let val r = ref [] val clo = VClo (x, a, r) in r := (f, clo) :: env; eval ((f, clo) :: env) b end
   | Fn (x, a) => VClo (x, a, ref env)
   | App (f, a) =>
       (case eval env f of
          VClo (x, body, cenv) => eval ((x, eval env a) :: !cenv) body
        | VPrim (_, p) => p (eval env a)
        | v => raise RuntimeError ("cannot apply " ^ typeName v)))

and binop (oper, VInt a, VInt b) =
      (case oper of
         "+" => VInt (a + b) | "-" => VInt (a - b) | "*" => VInt (a * b)
       | "/" => if b = 0 then raise RuntimeError "division by zero" else VInt (a div b)
       | "%" => if b = 0 then raise RuntimeError "division by zero" else VInt (a mod b)
       | "<" => VBool (a < b) | "<=" => VBool (a <= b) | ">" => VBool (a > b) | ">=" => VBool (a >= b)
       | "==" => VBool (a = b) | "<>" => VBool (a <> b)
       | "::" => raise RuntimeError "cons onto int"
       | _ => raise RuntimeError ("bad operands for " ^ oper))
  | binop ("++", VStr a, VStr b) = VStr (a ^ b)
  | binop ("++", VList a, VList b) = VList (a @ b)
  | binop ("::", x, VList xs) = VList (x :: xs)
  | binop ("==", VStr a, VStr b) = VBool (a = b)
  | binop ("==", VBool a, VBool b) = VBool (a = b)
  | binop (oper, a, b) = raise RuntimeError ("bad operands for " ^ oper ^ ": " ^ typeName a ^ " and " ^ typeName b)

val prims : env =
  [("head", VPrim ("head", fn VList (x :: _) => x | _ => raise RuntimeError "head of empty list")),
   ("tail", VPrim ("tail", fn VList (_ :: xs) => VList xs | _ => raise RuntimeError "tail of empty list")),
   ("null", VPrim ("null", fn VList xs => VBool (null xs) | v => raise RuntimeError ("null of " ^ typeName v))),
   ("size", VPrim ("size", fn VStr s => VInt (size s) | v => raise RuntimeError ("size of " ^ typeName v))),
   ("show", VPrim ("show", fn VStr s => VStr s | v => VStr (show v))),
   ("upper", VPrim ("upper", fn VStr s => VStr (String.map Char.toUpper s) | v => raise RuntimeError ("upper of " ^ typeName v)))]

fun run src =
  (steps := 0;
   let
     val e = parse (lex src)
     val unbound = List.filter (fn x => not (List.exists (fn (y, _) => x = y) prims)) (free [] e)
   in
     if not (null unbound) then print ("scope error: unbound " ^ String.concatWith ", " unbound ^ "\n")
     else let val v = eval prims e in print (show v ^ "   (" ^ Int.toString (!steps) ^ " steps)\n") end
   end
   handle LexError m => print ("lex error: " ^ m ^ "\n")
        | ParseError m => print ("parse error: " ^ m ^ "\n")
        | RuntimeError m => print ("runtime error: " ^ m ^ "\n"))

val programs = [
  "1 + 2 * 3 - 4 / 2",
  "let x = 5 in let y = x * x in y - x   # comments run to end of line",
  "letrec fact n = if n <= 1 then 1 else n * fact (n - 1) in fact 20",
  "letrec fib n = if n < 2 then n else fib (n - 1) + fib (n - 2) in fib 15",
  "let compose = fn f => fn g => fn x => f (g x) in compose (fn x => x + 1) (fn x => x * 2) 10",
  "letrec map f = fn xs => if null xs then [] else f (head xs) :: map f (tail xs) in map (fn x => x * x) [1, 2, 3, 4, 5]",
  "letrec range n = if n == 0 then [] else range (n - 1) ++ [n] in letrec sum xs = if null xs then 0 else head xs + sum (tail xs) in sum (range 100)",
  "let greet = fn name => \"hello, \" ++ upper name ++ \"!\" in greet \"world\"",
  "let adder = fn n => fn m => n + m in let add5 = adder 5 in [add5 1, add5 10, adder (-3) 3]",
  "not (1 < 2) or 3 >= 3 and \"a\" == \"a\"",
  "letrec collatz n = if n == 1 then 0 else 1 + collatz (if n % 2 == 0 then n / 2 else 3 * n + 1) in collatz 27",
  "show [1 :: [], [true, false], \"s\"]",
  "1 + true",
  "10 / (5 - 5)",
  "head []",
  "let f = 3 in f 4",
  "x + y * z",
  "let x = in 3",
  "(1 + 2",
  "1 + 2 3 )",
  "\"unterminated",
  "1 $ 2",
  "fn x => x"]

val () = List.app (fn p => (print ("> " ^ p ^ "\n"); run p)) programs
