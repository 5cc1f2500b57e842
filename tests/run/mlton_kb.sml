(* Knuth-Bendix completion for group theory *)
(* no-gc-stress *)
datatype term = Var of int | Term of string * term list

fun termEq (Var a, Var b) = a = b
  | termEq (Term (f, xs), Term (g, ys)) =
      f = g andalso ListPair.allEq termEq (xs, ys)
  | termEq _ = false

fun showTerm (Var n) = "v" ^ Int.toString n
  | showTerm (Term (f, [])) = f
  | showTerm (Term (f, args)) =
      f ^ "(" ^ String.concatWith "," (map showTerm args) ^ ")"

fun vars (Var n) = [n]
  | vars (Term (_, ts)) = List.concat (map vars ts)

fun occurs n (Var m) = n = m
  | occurs n (Term (_, ts)) = List.exists (occurs n) ts

type subst = (int * term) list

fun lookup (s : subst) n =
  case List.find (fn (m, _) => m = n) s of
      SOME (_, t) => SOME t
    | NONE => NONE

fun apply s (t as Var n) = (case lookup s n of SOME u => u | NONE => t)
  | apply s (Term (f, ts)) = Term (f, map (apply s) ts)

exception Unify
exception NoMatch

fun unify (t1, t2) =
  let
    fun walk s (Var n) = (case lookup s n of SOME t => walk s t | NONE => Var n)
      | walk _ t = t
    fun un (s, a, b) =
      case (walk s a, walk s b) of
          (Var n, Var m) => if n = m then s else (n, Var m) :: s
        | (Var n, t) => if occurs n (apply' s t) then raise Unify else (n, t) :: s
        | (t, Var n) => if occurs n (apply' s t) then raise Unify else (n, t) :: s
        | (Term (f, xs), Term (g, ys)) =>
            if f <> g orelse length xs <> length ys then raise Unify
            else ListPair.foldl (fn (x, y, s) => un (s, x, y)) s (xs, ys)
    and apply' s t =
      case walk s t of
          Term (f, ts) => Term (f, map (apply' s) ts)
        | v => v
    val s = un ([], t1, t2)
  in
    fn t => apply' s t
  end

fun matchTerm (pat, t) =
  let
    fun m (s, Var n, t) =
          (case lookup s n of
               NONE => (n, t) :: s
             | SOME u => if termEq (u, t) then s else raise NoMatch)
      | m (s, Term (f, ps), Term (g, ts)) =
          if f = g andalso length ps = length ts
          then ListPair.foldl (fn (p, t, s) => m (s, p, t)) s (ps, ts)
          else raise NoMatch
      | m (_, _, _) = raise NoMatch
  in m ([], pat, t) end

(* rewriting *)
fun rewriteTop rules t =
  case rules of
      [] => NONE
    | (l, r) :: rest =>
        (SOME (apply (matchTerm (l, t)) r) handle NoMatch => rewriteTop rest t)

fun normalize rules t =
  let
    val t' = case t of
                 Var _ => t
               | Term (f, ts) => Term (f, map (normalize rules) ts)
  in
    case rewriteTop rules t' of
        SOME u => normalize rules u
      | NONE => t'
  end

(* ordering: weights + precedence (KBO-like simplified) *)
fun weight (Var _) = 1
  | weight (Term (f, ts)) =
      (case f of "e" => 1 | _ => 0) + foldl (op +) 0 (map weight ts)

fun prec "i" = 3 | prec "*" = 2 | prec "e" = 1 | prec _ = 0

fun count x l = length (List.filter (fn y => y = x) l)

fun varCond (s, t) =
  List.all (fn v => count v (vars s) >= count v (vars t)) (vars t)

fun gt (s, t) =
  varCond (s, t) andalso
  (let val ws = weight s and wt = weight t in
     ws > wt orelse
     (ws = wt andalso
      (case (s, t) of
           (Term ("i", _), Var v) => occurs v s
         | (Term (f, ss), Term (g, ts)) =>
             prec f > prec g orelse
             (f = g andalso lexGt (ss, ts))
         | _ => false))
   end)
and lexGt (s :: ss, t :: ts) =
      if termEq (s, t) then lexGt (ss, ts) else gt (s, t)
  | lexGt _ = false

fun maxVar t = foldl Int.max 0 (vars t)

fun renameRule k (l, r) =
  let fun rn (Var n) = Var (n + k)
        | rn (Term (f, ts)) = Term (f, map rn ts)
  in (rn l, rn r) end

(* subterm positions, replacement *)
fun subterms (t as Var _) = [(t, fn u => u)]
  | subterms (t as Term (f, ts)) =
      let
        fun go (_, [], _) = []
          | go (pre, x :: post, acc) =
              let val inner = subterms x
                  val here = map (fn (s, ctx) =>
                                   (s, fn u => Term (f, List.rev pre @ [ctx u] @ post)))
                                 inner
              in here @ go (x :: pre, post, acc) end
      in (t, fn u => u) :: go ([], ts, []) end

fun criticalPairs (l1, r1) (l2, r2) =
  let
    val k = maxVar l1 + maxVar r1 + 1
    val (l2, r2) = renameRule k (l2, r2)
  in
    List.mapPartial
      (fn (Var _, _) => NONE
        | (s, ctx) =>
            (let val sg = unify (s, l2)
             in SOME (sg (ctx r2), sg r1) end)
            handle Unify => NONE)
      (subterms l1)
  end

exception Fail of string

fun orient (s, t) =
  if gt (s, t) then SOME (s, t)
  else if gt (t, s) then SOME (t, s)
  else NONE

fun complete (rules, [], _) = rules
  | complete (rules, (s, t) :: eqs, fuel) =
      if fuel = 0 then raise Fail "out of fuel" else
      let
        val s' = normalize rules s
        val t' = normalize rules t
      in
        if termEq (s', t') then complete (rules, eqs, fuel - 1)
        else
          case orient (s', t') of
              NONE => raise Fail ("cannot orient " ^ showTerm s' ^ " = " ^ showTerm t')
            | SOME (rule as (l, r)) =>
                let
                  (* interreduce *)
                  fun reducible t = List.exists (fn (u, _) => isSome (rewriteTop [rule] u)) (subterms t)
                  val (keep, back) = List.partition (fn (l', _) => not (reducible l')) rules
                  val keep = map (fn (l', r') => (l', normalize (rule :: keep) r')) keep
                  val newRules = keep @ [rule]
                  val cps = List.concat
                              (map (fn r2 => criticalPairs rule r2 @ criticalPairs r2 rule) newRules)
                in
                  complete (newRules, eqs @ back @ cps, fuel - 1)
                end
      end

val x = Var 1 and y = Var 2 and z = Var 3
fun mul (a, b) = Term ("*", [a, b])
fun inv a = Term ("i", [a])
val e = Term ("e", [])

val axioms = [ (mul (e, x), x), (mul (inv x, x), e),
               (mul (mul (x, y), z), mul (x, mul (y, z))) ]

val result = complete ([], axioms, 100000)
             handle Fail msg => (print ("failed: " ^ msg ^ "\n"); [])

fun insert cmp (x, []) = [x]
  | insert cmp (x, y :: ys) = if cmp (x, y) then x :: y :: ys else y :: insert cmp (x, ys)
fun sort cmp l = foldl (insert cmp) [] l

(* canonical variable renaming for printing *)
fun canon (l, r) =
  let
    val vs = foldl (fn (v, acc) => if List.exists (fn w => w = v) acc then acc else acc @ [v]) [] (vars l @ vars r)
    fun idx v = let fun go (_, []) = 0 | go (i, w :: ws) = if w = v then i else go (i + 1, ws) in go (1, vs) end
    fun rn (Var n) = Var (idx n)
      | rn (Term (f, ts)) = Term (f, map rn ts)
  in (rn l, rn r) end

val sorted = sort (fn ((a, _), (b, _)) => String.< (showTerm a, showTerm b)) (map canon result)
val () = print (Int.toString (length sorted) ^ " rules\n")
val () = app (fn (l, r) => print (showTerm l ^ " -> " ^ showTerm r ^ "\n")) sorted
val tests = [mul (inv (mul (x, y)), mul (x, y)), inv (inv (inv x)), mul (mul (inv y, inv x), mul (x, y)),
             mul (x, mul (inv (mul (y, x)), y))]
val () = app (fn t => print (showTerm t ^ " => " ^ showTerm (normalize result t) ^ "\n")) tests
