(* Lexer (Substring), recursive-descent parser and evaluator for a small language with
   closures, recursion and exceptions used for errors and for the language's own raise/try. *)
datatype tok = NUM of int | ID of string | SYM of string | KW of string | EOF

exception LexError of int * char
exception ParseError of string
exception RuntimeError of string

val keywords = ["let", "in", "end", "fn", "if", "then", "else", "val", "rec", "raise", "try", "with"]

fun lex (s : string) : tok list =
  let val n = size s
      fun go (i, acc) =
        if i >= n then rev (EOF :: acc)
        else let val c = String.sub (s, i) in
          if Char.isSpace c then go (i + 1, acc)
          else if Char.isDigit c then
            let fun num (j, v) = if j < n andalso Char.isDigit (String.sub (s, j))
                                 then num (j + 1, v * 10 + (ord (String.sub (s, j)) - ord #"0")) else (j, v)
                val (j, v) = num (i, 0)
            in go (j, NUM v :: acc) end
          else if Char.isAlpha c then
            let val ss = Substring.extract (s, i, NONE)
                val (w, _) = Substring.splitl (fn ch => Char.isAlphaNum ch orelse ch = #"_") ss
                val word = Substring.string w
                val t = if List.exists (fn k => k = word) keywords then KW word else ID word
            in go (i + size word, t :: acc) end
          else case c of
              #"=" => if i + 1 < n andalso String.sub (s, i + 1) = #">" then go (i + 2, SYM "=>" :: acc)
                      else if i + 1 < n andalso String.sub (s, i + 1) = #"=" then go (i + 2, SYM "==" :: acc)
                      else go (i + 1, SYM "=" :: acc)
            | #"<" => go (i + 1, SYM "<" :: acc)
            | #"+" => go (i + 1, SYM "+" :: acc)
            | #"-" => go (i + 1, SYM "-" :: acc)
            | #"*" => go (i + 1, SYM "*" :: acc)
            | #"/" => go (i + 1, SYM "/" :: acc)
            | #"(" => go (i + 1, SYM "(" :: acc)
            | #")" => go (i + 1, SYM ")" :: acc)
            | _ => raise LexError (i, c)
        end
  in go (0, []) end

datatype exp = Num of int | Var of string | Bin of string * exp * exp | App of exp * exp
             | Fn of string * exp | Let of string * exp * exp | LetRec of string * string * exp * exp
             | If of exp * exp * exp | Raise of exp | Try of exp * string * exp

fun parse toks =
  let val ts = ref toks
      fun peek () = case !ts of t :: _ => t | [] => EOF
      fun adv () = case !ts of _ :: r => ts := r | [] => ()
      fun expect t = if peek () = t then adv () else raise ParseError "expect"
      fun ident () = case peek () of ID x => (adv (); x) | _ => raise ParseError "ident"
      fun exp () =
        case peek () of
            KW "fn" => (adv (); let val x = ident () in expect (SYM "=>"); Fn (x, exp ()) end)
          | KW "if" => (adv (); let val c = exp () in expect (KW "then");
                          let val t = exp () in expect (KW "else"); If (c, t, exp ()) end end)
          | KW "raise" => (adv (); Raise (exp ()))
          | KW "try" => (adv (); let val e = exp () in expect (KW "with");
                           let val x = ident () in expect (SYM "=>"); Try (e, x, exp ()) end end)
          | KW "let" => (adv ();
              case peek () of
                  KW "val" => (adv (); let val x = ident () in expect (SYM "=");
                                let val e = exp () in expect (KW "in");
                                  let val b = exp () in expect (KW "end"); Let (x, e, b) end end end)
                | KW "rec" => (adv (); let val f = ident () val x = ident () in expect (SYM "=");
                                let val e = exp () in expect (KW "in");
                                  let val b = exp () in expect (KW "end"); LetRec (f, x, e, b) end end end)
                | _ => raise ParseError "let")
          | _ => cmp ()
      and cmp () = let val a = sum () in
                     case peek () of SYM "<" => (adv (); Bin ("<", a, sum ()))
                                   | SYM "==" => (adv (); Bin ("==", a, sum ()))
                                   | _ => a end
      and sum () = let fun loop a = case peek () of
                                       SYM "+" => (adv (); loop (Bin ("+", a, prod ())))
                                     | SYM "-" => (adv (); loop (Bin ("-", a, prod ())))
                                     | _ => a
                   in loop (prod ()) end
      and prod () = let fun loop a = case peek () of
                                        SYM "*" => (adv (); loop (Bin ("*", a, app ())))
                                      | SYM "/" => (adv (); loop (Bin ("/", a, app ())))
                                      | _ => a
                    in loop (app ()) end
      and app () = let fun loop f = case peek () of
                                       NUM _ => loop (App (f, atom ()))
                                     | ID _ => loop (App (f, atom ()))
                                     | SYM "(" => loop (App (f, atom ()))
                                     | _ => f
                   in loop (atom ()) end
      and atom () = case peek () of
                        NUM n => (adv (); Num n)
                      | ID x => (adv (); Var x)
                      | SYM "(" => (adv (); let val e = exp () in expect (SYM ")"); e end)
                      | _ => raise ParseError "atom"
      val e = exp ()
  in if peek () = EOF then e else raise ParseError "trailing" end

datatype value = Int of int | Clo of string * exp * env ref
withtype env = (string * value) list

exception UserExn of value

fun lookup (x, []) = raise RuntimeError ("unbound " ^ x)
  | lookup (x, (y, v) :: r) = if x = y then v else lookup (x, r)

val steps = ref 0

fun eval (env : env) e =
  (steps := !steps + 1;
   case e of
       Num n => Int n
     | Var x => lookup (x, env)
     | Bin (oper, a, b) =>
       (case (eval env a, eval env b) of
            (Int x, Int y) =>
              (case oper of
                   "+" => Int (x + y) | "-" => Int (x - y) | "*" => Int (x * y)
                 | "/" => (Int (x div y) handle Div => raise UserExn (Int ~1))
                 | "<" => Int (if x < y then 1 else 0)
                 | "==" => Int (if x = y then 1 else 0)
                 | _ => raise RuntimeError "op")
          | _ => raise RuntimeError "type")
     | Fn (x, b) => Clo (x, b, ref env)
     | App (f, a) =>
       (case eval env f of
            Clo (x, b, cenv) => let val v = eval env a in eval ((x, v) :: !cenv) b end
          | Int _ => raise RuntimeError "apply int")
     | Let (x, a, b) => eval ((x, eval env a) :: env) b
     | LetRec (f, x, a, b) =>
       let val r = ref env
           val c = Clo (x, a, r)
       in r := (f, c) :: env; eval ((f, c) :: env) b end
     | If (c, t, f) => (case eval env c of Int 0 => eval env f | _ => eval env t)
     | Raise a => raise UserExn (eval env a)
     | Try (a, x, h) => (eval env a handle UserExn v => eval ((x, v) :: env) h))

fun show (Int n) = Int.toString n
  | show (Clo (x, _, _)) = "<fn " ^ x ^ ">"

val progs = [
  "1 + 2 * 3",
  "let val x = 5 in x * x - 1 end",
  "let rec fact n = if n < 1 then 1 else n * fact (n - 1) in fact 10 end",
  "let rec fib n = if n < 2 then n else fib (n - 1) + fib (n - 2) in fib 20 end",
  "(fn x => fn y => x - y) 10 3",
  "try 1 + raise 41 with e => e + 1",
  "try 10 / 0 with e => e * 100",
  "let rec loop n = if n == 0 then raise 7 else loop (n - 1) in try loop 1000 with z => z * 2 end",
  "let val compose = fn f => fn g => fn x => f (g x) in compose (fn x => x + 1) (fn x => x * 2) 20 end",
  "let rec sum n = if n < 1 then 0 else n + sum (n - 1) in sum 500 end",
  "let rec ack m = fn n => if m == 0 then n + 1 else if n == 0 then ack (m - 1) 1 else ack (m - 1) (ack m (n - 1)) in ack 2 3 end",
  "fn x => x",
  "y + 1",
  "1 + + 2",
  "3 $ 4",
  "raise (5 * 5)",
  "(1 2)",
  "let rec f x = try (if x < 1 then raise x else f (x - 1)) with e => e - 1 in f 50 end"
]

fun run src =
  (steps := 0;
   (let val v = eval [] (parse (lex src)) in "ok " ^ show v end
    handle LexError (i, c) => "lex error at " ^ Int.toString i ^ " '" ^ Char.toString c ^ "'"
         | ParseError m => "parse error: " ^ m
         | RuntimeError m => "runtime error: " ^ m
         | UserExn v => "uncaught " ^ show v)
   ^ " [" ^ Int.toString (!steps) ^ " steps]")

val () = List.app (fn p => print (p ^ "\n  => " ^ run p ^ "\n")) progs
val () = print (Int.toString (length (lex (String.concatWith " " progs) handle LexError _ => [])) ^ "\n")
