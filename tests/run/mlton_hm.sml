(* Hindley-Milner type inference (algorithm W with mutable type variables,
   levels for generalisation) for a mini-ML with let-polymorphism, pairs,
   lists, fix and if; pretty-prints principal types and reports errors. *)
datatype exp =
    Var of string
  | Lam of string * exp
  | App of exp * exp
  | Let of string * exp * exp
  | Lit of int
  | BoolLit of bool
  | If of exp * exp * exp
  | Pair of exp * exp
  | Fix of string * exp

datatype ty =
    TCon of string * ty list
  | TVar of tv ref
and tv = Unbound of int * int (* id, level *) | Link of ty

datatype scheme = Forall of int list * ty

exception TypeError of string

val counter = ref 0
fun freshVar level = (counter := !counter + 1; TVar (ref (Unbound (!counter, level))))

fun prune (TVar (r as ref (Link t))) = let val t' = prune t in r := Link t'; t' end
  | prune t = t

fun occursAdjust (r, level) t =
  case prune t of
      TVar (r' as ref (Unbound (id, l))) =>
        if r = r' then raise TypeError "occurs check (infinite type)"
        else if l > level then r' := Unbound (id, level) else ()
    | TVar _ => ()
    | TCon (_, ts) => List.app (occursAdjust (r, level)) ts

fun unify (a, b) =
  case (prune a, prune b) of
      (TVar r1, TVar r2) => if r1 = r2 then () else
                            (case !r1 of Unbound (_, l) => (occursAdjust (r1, l) (TVar r2); r1 := Link (TVar r2)) | _ => ())
    | (TVar (r as ref (Unbound (_, l))), t) => (occursAdjust (r, l) t; r := Link t)
    | (t, TVar (r as ref (Unbound (_, l)))) => (occursAdjust (r, l) t; r := Link t)
    | (TCon (n1, ts1), TCon (n2, ts2)) =>
        if n1 <> n2 orelse length ts1 <> length ts2
        then raise TypeError ("cannot unify " ^ n1 ^ " with " ^ n2)
        else ListPair.app unify (ts1, ts2)
    | _ => raise TypeError "unify"

fun generalize level t =
  let
    val ids = ref []
    fun go t = case prune t of
                   TVar (ref (Unbound (id, l))) => if l > level andalso not (List.exists (fn i => i = id) (!ids)) then ids := id :: !ids else ()
                 | TCon (_, ts) => List.app go ts
                 | _ => ()
  in go t; Forall (rev (!ids), t) end

fun instantiate level (Forall (ids, t)) =
  let
    val subst = map (fn id => (id, freshVar level)) ids
    fun go t = case prune t of
                   TVar (ref (Unbound (id, _))) => (case List.find (fn (i, _) => i = id) subst of SOME (_, v) => v | NONE => t)
                 | TCon (n, ts) => TCon (n, map go ts)
                 | t => t
  in go t end

fun arrow (a, b) = TCon ("->", [a, b])
val intT = TCon ("int", []) and boolT = TCon ("bool", [])

fun infer env level e =
  case e of
      Var x => (case List.find (fn (y, _) => y = x) env of
                    SOME (_, s) => instantiate level s
                  | NONE => raise TypeError ("unbound variable " ^ x))
    | Lit _ => intT
    | BoolLit _ => boolT
    | Lam (x, body) =>
        let val a = freshVar level
        in arrow (a, infer ((x, Forall ([], a)) :: env) level body) end
    | App (f, arg) =>
        let val tf = infer env level f
            val ta = infer env level arg
            val r = freshVar level
        in unify (tf, arrow (ta, r)); r end
    | Let (x, e1, e2) =>
        let val t1 = infer env (level + 1) e1
        in infer ((x, generalize level t1) :: env) level e2 end
    | If (c, t, f) =>
        let val () = unify (infer env level c, boolT)
            val tt = infer env level t
        in unify (tt, infer env level f); tt end
    | Pair (a, b) => TCon ("*", [infer env level a, infer env level b])
    | Fix (f, body) =>
        let val a = freshVar level
        in unify (a, infer ((f, Forall ([], a)) :: env) level body); a end

fun show t =
  let
    val names = ref []
    fun name id =
      case List.find (fn (i, _) => i = id) (!names) of
          SOME (_, n) => n
        | NONE => let val k = length (!names)
                      val n = "'" ^ str (chr (ord #"a" + k mod 26)) ^ (if k >= 26 then Int.toString (k div 26) else "")
                  in names := !names @ [(id, n)]; n end
    fun go (prec, t) =
      case prune t of
          TVar (ref (Unbound (id, _))) => name id
        | TCon ("->", [a, b]) => let val s = go (1, a) ^ " -> " ^ go (0, b) in if prec > 0 then "(" ^ s ^ ")" else s end
        | TCon ("*", [a, b]) => let val s = go (2, a) ^ " * " ^ go (2, b) in if prec > 1 then "(" ^ s ^ ")" else s end
        | TCon (n, []) => n
        | TCon (n, [a]) => go (3, a) ^ " " ^ n
        | TCon (n, ts) => "(" ^ String.concatWith ", " (map (fn t => go (0, t)) ts) ^ ") " ^ n
        | TVar _ => "?"
  in go (0, t) end

val a = ref 0
fun poly t = Forall ([], t)
val builtins =
  let
    fun v () = freshVar 1
    fun gen t = generalize 0 t
    val l = TCon ("list", [])
  in
    [("add", gen (arrow (intT, arrow (intT, intT)))),
     ("eq", gen (arrow (intT, arrow (intT, boolT)))),
     ("nil", let val x = v () in gen (TCon ("list", [x])) end),
     ("cons", let val x = v () in gen (arrow (x, arrow (TCon ("list", [x]), TCon ("list", [x])))) end),
     ("head", let val x = v () in gen (arrow (TCon ("list", [x]), x)) end),
     ("tail", let val x = v () in gen (arrow (TCon ("list", [x]), TCon ("list", [x]))) end),
     ("null", let val x = v () in gen (arrow (TCon ("list", [x]), boolT)) end),
     ("fst", let val x = v () and y = v () in gen (arrow (TCon ("*", [x, y]), x)) end),
     ("snd", let val x = v () and y = v () in gen (arrow (TCon ("*", [x, y]), y)) end),
     ("ref", let val x = v () in gen (arrow (x, TCon ("ref", [x]))) end)]
  end

fun lam ([], b) = b | lam (x :: xs, b) = Lam (x, lam (xs, b))
fun app (f, args) = foldl (fn (a, f) => App (f, a)) f args

val programs =
  [("id", Lam ("x", Var "x")),
   ("const", lam (["x", "y"], Var "x")),
   ("compose", lam (["f", "g", "x"], App (Var "f", App (Var "g", Var "x")))),
   ("S", lam (["x", "y", "z"], app (Var "x", [Var "z", App (Var "y", Var "z")]))),
   ("let-poly", Let ("id", Lam ("x", Var "x"), Pair (App (Var "id", Lit 1), App (Var "id", BoolLit true)))),
   ("lambda-mono", App (Lam ("id", Pair (App (Var "id", Lit 1), App (Var "id", BoolLit true))), Lam ("x", Var "x"))),
   ("map", Fix ("map", lam (["f", "l"], If (App (Var "null", Var "l"), Var "nil",
                                           app (Var "cons", [App (Var "f", App (Var "head", Var "l")), app (Var "map", [Var "f", App (Var "tail", Var "l")])]))))),
   ("foldr", Fix ("foldr", lam (["f", "z", "l"], If (App (Var "null", Var "l"), Var "z",
                                                   app (Var "f", [App (Var "head", Var "l"), app (Var "foldr", [Var "f", Var "z", App (Var "tail", Var "l")])]))))),
   ("omega", Lam ("x", App (Var "x", Var "x"))),
   ("if-mismatch", If (BoolLit true, Lit 1, BoolLit false)),
   ("unbound", App (Var "frob", Lit 1)),
   ("swap", Lam ("p", Pair (App (Var "snd", Var "p"), App (Var "fst", Var "p")))),
   ("twice", Let ("twice", lam (["f", "x"], App (Var "f", App (Var "f", Var "x"))),
                  app (Var "twice", [Var "twice", Lam ("n", app (Var "add", [Var "n", Lit 1])), Lit 0]))),
   ("value-restriction-free", Let ("r", App (Var "ref", Var "nil"), Var "r")),
   ("deep-let", Let ("a", Lam ("x", Pair (Var "x", Var "x")),
                     Let ("b", Lam ("y", App (Var "a", App (Var "a", Var "y"))),
                          Let ("c", Lam ("z", App (Var "b", App (Var "b", Var "z"))), Var "c"))))]

val () = List.app (fn (name, e) =>
  print (name ^ " : " ^ (show (infer builtins 1 e) handle TypeError m => "error: " ^ m) ^ "\n")) programs
val () = print ("type variables created: " ^ Int.toString (!counter) ^ "\n")
