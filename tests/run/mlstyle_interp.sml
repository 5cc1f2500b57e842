(* checks a hamlet-style interpreter: large mutually recursive datatypes, environments as functors over an ORD_KEY-like signature, exceptions carrying values, string building *)
signature KEY = sig type t val compare : t * t -> order end

functor MapFn (K : KEY) :>
sig
  type 'a map
  val empty : 'a map
  val insert : 'a map * K.t * 'a -> 'a map
  val find : 'a map * K.t -> 'a option
  val listItems : 'a map -> (K.t * 'a) list
end =
struct
  datatype 'a map = E | T of 'a map * K.t * 'a * 'a map
  val empty = E
  fun insert (E, k, v) = T (E, k, v, E)
    | insert (T (l, k', v', r), k, v) =
        case K.compare (k, k') of
          LESS => T (insert (l, k, v), k', v', r)
        | GREATER => T (l, k', v', insert (r, k, v))
        | EQUAL => T (l, k, v, r)
  fun find (E, _) = NONE
    | find (T (l, k', v, r), k) =
        case K.compare (k, k') of LESS => find (l, k) | GREATER => find (r, k) | EQUAL => SOME v
  fun listItems m =
    let fun go (E, acc) = acc | go (T (l, k, v, r), acc) = go (l, (k, v) :: go (r, acc))
    in go (m, []) end
end

structure SMap = MapFn (struct type t = string val compare = String.compare end)

datatype exp =
    Var of string
  | Int of int
  | Str of string
  | Fn of match
  | App of exp * exp
  | Let of dec list * exp
  | Tuple of exp list
  | Con of string * exp option
  | Case of exp * match
  | Raise of exp
  | Handle of exp * match
  | Prim of string * exp list
and pat =
    PWild
  | PVar of string
  | PInt of int
  | PTuple of pat list
  | PCon of string * pat option
  | PAs of string * pat
and dec =
    Val of pat * exp
  | Rec of (string * match) list
  | Exn of string
and match = Match of (pat * exp) list

datatype value =
    VInt of int
  | VStr of string
  | VTuple of value list
  | VCon of string * value option
  | VClos of env ref * match
  | VExn of string * value option
withtype env = value SMap.map

exception RaiseV of value
exception NoMatch
exception Stuck of string

fun showV (VInt n) = Int.toString n
  | showV (VStr s) = "\"" ^ String.toString s ^ "\""
  | showV (VTuple vs) = "(" ^ String.concatWith ", " (map showV vs) ^ ")"
  | showV (VCon (c, NONE)) = c
  | showV (VCon (c, SOME v)) = c ^ " " ^ showAtom v
  | showV (VClos _) = "fn"
  | showV (VExn (c, NONE)) = "exn " ^ c
  | showV (VExn (c, SOME v)) = "exn " ^ c ^ " " ^ showAtom v
and showAtom (v as VCon (_, SOME _)) = "(" ^ showV v ^ ")"
  | showAtom v = showV v

fun bind (env, PWild, _) = env
  | bind (env, PVar x, v) = SMap.insert (env, x, v)
  | bind (env, PInt n, VInt m) = if n = m then env else raise NoMatch
  | bind (env, PTuple ps, VTuple vs) =
      if length ps <> length vs then raise NoMatch
      else ListPair.foldl (fn (p, v, e) => bind (e, p, v)) env (ps, vs)
  | bind (env, PCon (c, NONE), VCon (c', NONE)) = if c = c' then env else raise NoMatch
  | bind (env, PCon (c, SOME p), VCon (c', SOME v)) = if c = c' then bind (env, p, v) else raise NoMatch
  | bind (env, PCon (c, NONE), VExn (c', NONE)) = if c = c' then env else raise NoMatch
  | bind (env, PCon (c, SOME p), VExn (c', SOME v)) = if c = c' then bind (env, p, v) else raise NoMatch
  | bind (env, PAs (x, p), v) = bind (SMap.insert (env, x, v), p, v)
  | bind _ = raise NoMatch

fun prim ("+", [VInt a, VInt b]) = VInt (a + b)
  | prim ("-", [VInt a, VInt b]) = VInt (a - b)
  | prim ("*", [VInt a, VInt b]) = VInt (a * b)
  | prim ("div", [VInt a, VInt b]) =
      (VInt (a div b) handle Div => raise RaiseV (VExn ("Div", NONE)))
  | prim ("<", [VInt a, VInt b]) = VCon (if a < b then "true" else "false", NONE)
  | prim ("=", [a, b]) = VCon (if eqV (a, b) then "true" else "false", NONE)
  | prim ("^", [VStr a, VStr b]) = VStr (a ^ b)
  | prim ("itos", [VInt a]) = VStr (Int.toString a)
  | prim (p, _) = raise Stuck ("bad primitive " ^ p)
and eqV (VInt a, VInt b) = a = b
  | eqV (VStr a, VStr b) = a = b
  | eqV (VTuple a, VTuple b) = ListPair.allEq eqV (a, b)
  | eqV (VCon (c, a), VCon (d, b)) =
      c = d andalso (case (a, b) of (SOME x, SOME y) => eqV (x, y) | (NONE, NONE) => true | _ => false)
  | eqV _ = raise Stuck "equality on functions"

fun eval env e =
  case e of
    Var x => (case SMap.find (env, x) of SOME v => v | NONE => raise Stuck ("unbound " ^ x))
  | Int n => VInt n
  | Str s => VStr s
  | Fn m => VClos (ref env, m)
  | App (f, a) =>
      (case eval env f of
         VClos (r, m) => apply (!r, m, eval env a)
       | VCon (c, NONE) => VCon (c, SOME (eval env a))
       | VExn (c, NONE) => VExn (c, SOME (eval env a))
       | _ => raise Stuck "apply non-function")
  | Let (ds, body) => eval (foldl (fn (d, en) => evalDec en d) env ds) body
  | Tuple es => VTuple (map (eval env) es)
  | Con (c, NONE) => VCon (c, NONE)
  | Con (c, SOME e) => VCon (c, SOME (eval env e))
  | Case (e, m) => apply (env, m, eval env e)
  | Raise e => raise RaiseV (eval env e)
  | Handle (e, m) =>
      (eval env e handle RaiseV v => (apply (env, m, v) handle NoMatch => raise RaiseV v))
  | Prim (p, es) => prim (p, map (eval env) es)
and apply (env, Match rules, v) =
  let fun try [] = raise NoMatch
        | try ((p, e) :: rest) =
            (case (SOME (bind (env, p, v)) handle NoMatch => NONE) of
               SOME env' => eval env' e
             | NONE => try rest)
  in try rules end
and evalDec env (Val (p, e)) = bind (env, p, eval env e)
  | evalDec env (Rec fs) =
      let val r = ref env
          val env' = foldl (fn ((f, m), en) => SMap.insert (en, f, VClos (r, m))) env fs
      in r := env'; env' end
  | evalDec env (Exn c) = SMap.insert (env, c, VExn (c, NONE))

(* helpers to build programs *)
fun fnv (x, body) = Fn (Match [(PVar x, body)])
fun app2 (f, a, b) = App (App (Var f, a), b)
fun iff (c, t, e) = Case (c, Match [(PCon ("true", NONE), t), (PWild, e)])
fun op2 p (a, b) = Prim (p, [a, b])

val initial = foldl (fn ((k, v), e) => SMap.insert (e, k, v)) SMap.empty
  [("true", VCon ("true", NONE)), ("false", VCon ("false", NONE)),
   ("nil", VCon ("nil", NONE)), ("Div", VExn ("Div", NONE))]

val fact = Rec [("fact", Match [(PInt 0, Int 1),
                               (PVar "n", op2 "*" (Var "n", App (Var "fact", op2 "-" (Var "n", Int 1))))])]
val listOps = Rec [
  ("upto", Match [(PTuple [PVar "i", PVar "j"],
                   iff (op2 "<" (Var "j", Var "i"), Con ("nil", NONE),
                        Con ("::", SOME (Tuple [Var "i", App (Var "upto", Tuple [op2 "+" (Var "i", Int 1), Var "j"])]))))]),
  ("map", Match [(PVar "f", Fn (Match [(PCon ("nil", NONE), Con ("nil", NONE)),
                                        (PCon ("::", SOME (PTuple [PVar "x", PVar "xs"])),
                                         Con ("::", SOME (Tuple [App (Var "f", Var "x"), App (App (Var "map", Var "f"), Var "xs")])))]))]),
  ("sum", Match [(PCon ("nil", NONE), Int 0),
                 (PCon ("::", SOME (PTuple [PVar "x", PVar "xs"])), op2 "+" (Var "x", App (Var "sum", Var "xs")))])]

val tests =
  [ ("fact 10", Let ([fact], App (Var "fact", Int 10))),
    ("sum squares", Let ([listOps], App (Var "sum", App (App (Var "map", fnv ("x", op2 "*" (Var "x", Var "x"))),
                                                           App (Var "upto", Tuple [Int 1, Int 10]))))),
    ("list", Let ([listOps], App (Var "upto", Tuple [Int 1, Int 4]))),
    ("closure", Let ([Val (PVar "k", Int 5), Val (PVar "add", fnv ("x", op2 "+" (Var "x", Var "k"))),
                      Val (PVar "k", Int 100)], App (Var "add", Int 1))),
    ("exn", Let ([Exn "Foo"], Handle (Raise (App (Var "Foo", Str "bar")),
                                      Match [(PCon ("Foo", SOME (PVar "s")), op2 "^" (Var "s", Str "!"))]))),
    ("div", Handle (op2 "div" (Int 1, Int 0), Match [(PCon ("Div", NONE), Str "caught Div")])),
    ("uncaught", Let ([Exn "Bar"], Raise (App (Var "Bar", Int 42)))),
    ("as", Case (Tuple [Int 1, Tuple [Int 2, Int 3]],
                 Match [(PTuple [PVar "a", PAs ("p", PTuple [PWild, PVar "c"])], Tuple [Var "p", op2 "+" (Var "a", Var "c")])])),
    ("eq", Tuple [op2 "=" (Con ("A", SOME (Int 1)), Con ("A", SOME (Int 1))), op2 "=" (Str "x", Str "y")]),
    ("nomatch", Case (Int 3, Match [(PInt 4, Int 0)])),
    ("stuck", App (Int 1, Int 2)),
    ("string", Let ([fact], op2 "^" (Str "10! = ", Prim ("itos", [App (Var "fact", Int 10)])))) ]

val _ = List.app (fn (name, e) =>
          print (name ^ ": " ^
                 ((showV (eval initial e))
                  handle RaiseV v => "uncaught " ^ showV v
                       | NoMatch => "match failure"
                       | Stuck s => "stuck: " ^ s) ^ "\n"))
        tests
val _ = print (Int.toString (length (SMap.listItems initial)) ^ " initial bindings: "
               ^ String.concatWith " " (map #1 (SMap.listItems initial)) ^ "\n")
