(* checks a boyer-style term rewriter: symbol tables in hash-indexed arrays, lemma lists, structural equality on terms, one-way unification, deep recursion over terms *)
datatype term = Var of int | Prop of head * term list
and head = Head of {name : string, id : int, lemmas : (term * term) list ref}

exception Unify
exception Parse of string

structure Symbols =
struct
  val table : head list Array.array = Array.array (31, [])
  val counter = ref 0
  fun hash s = CharVector.foldl (fn (c, h) => (h * 31 + ord c) mod 31) 0 s
  fun get name =
    let val b = hash name
    in case List.find (fn Head {name = n, ...} => n = name) (Array.sub (table, b)) of
         SOME h => h
       | NONE =>
           let val h = Head {name = name, id = !counter, lemmas = ref []}
           in counter := !counter + 1; Array.update (table, b, h :: Array.sub (table, b)); h end
    end
  fun count () = Array.foldl (fn (l, n) => n + length l) 0 table
end

fun headName (Head {name, ...}) = name
fun sameHead (Head {id = a, ...}, Head {id = b, ...}) = a = b

fun termEq (Var a, Var b) = a = b
  | termEq (Prop (f, xs), Prop (g, ys)) = sameHead (f, g) andalso ListPair.allEq termEq (xs, ys)
  | termEq _ = false

(* a tiny s-expression reader: (f a b), variables are x y z u v w a b c d *)
fun parse s =
  let
    val toks = String.tokens Char.isSpace (String.translate (fn #"(" => " ( " | #")" => " ) " | c => String.str c) s)
    val vars = ["x", "y", "z", "u", "v", "w", "a", "b", "c", "d"]
    fun varIndex v = let fun f (_, []) = NONE | f (i, w :: ws) = if v = w then SOME i else f (i + 1, ws) in f (0, vars) end
    fun term ("(" :: f :: rest) =
          let val (args, rest') = terms rest in (Prop (Symbols.get f, args), rest') end
      | term (t :: rest) =
          (case varIndex t of SOME i => (Var i, rest) | NONE => (Prop (Symbols.get t, []), rest))
      | term [] = raise Parse "eof"
    and terms (")" :: rest) = ([], rest)
      | terms toks = let val (t, r) = term toks val (ts, r') = terms r in (t :: ts, r') end
  in #1 (term toks) end

fun show (Var i) = "?" ^ Int.toString i
  | show (Prop (h, [])) = headName h
  | show (Prop (h, args)) = "(" ^ headName h ^ " " ^ String.concatWith " " (map show args) ^ ")"

fun addLemma s =
  case parse s of
    Prop (_, [lhs as Prop (Head {lemmas, ...}, _), rhs]) => lemmas := !lemmas @ [(lhs, rhs)]
  | _ => raise Parse ("bad lemma " ^ s)

(* one-way unification of a pattern against a term, with a substitution array *)
fun unify (pat, t, subst : term option array) =
  case pat of
    Var i =>
      (case Array.sub (subst, i) of
         NONE => Array.update (subst, i, SOME t)
       | SOME t' => if termEq (t, t') then () else raise Unify)
  | Prop (f, ps) =>
      (case t of
         Prop (g, ts) =>
           if sameHead (f, g) andalso length ps = length ts
           then ListPair.app (fn (p, x) => unify (p, x, subst)) (ps, ts)
           else raise Unify
       | Var _ => raise Unify)

fun apply (subst : term option array) (Var i) = (case Array.sub (subst, i) of SOME t => t | NONE => Var i)
  | apply subst (Prop (f, args)) = Prop (f, map (apply subst) args)

val rewrites = ref 0
fun rewrite (t as Var _) = t
  | rewrite (Prop (f as Head {lemmas, ...}, args)) =
      let
        val t = Prop (f, map rewrite args)
        fun try [] = t
          | try ((lhs, rhs) :: rest) =
              let val subst = Array.array (10, NONE)
              in (unify (lhs, t, subst); rewrites := !rewrites + 1; rewrite (apply subst rhs))
                 handle Unify => try rest
              end
      in try (!lemmas) end

val _ = List.app addLemma
  [ "(equal (plus (plus x y) z) (plus x (plus y z)))",
    "(equal (plus zero x) x)",
    "(equal (plus (succ x) y) (succ (plus x y)))",
    "(equal (times zero x) zero)",
    "(equal (times (succ x) y) (plus y (times x y)))",
    "(equal (append (append x y) z) (append x (append y z)))",
    "(equal (append nil x) x)",
    "(equal (append (cons a x) y) (cons a (append x y)))",
    "(equal (reverse nil) nil)",
    "(equal (reverse (cons a x)) (append (reverse x) (cons a nil)))",
    "(equal (length nil) zero)",
    "(equal (length (cons a x)) (succ (length x)))",
    "(equal (if true x y) x)",
    "(equal (if false x y) y)",
    "(equal (eq x x) true)",
    "(equal (implies x y) (if x y true))",
    "(equal (not x) (if x false true))" ]

fun num 0 = "zero" | num n = "(succ " ^ num (n - 1) ^ ")"
fun lst [] = "nil" | lst (x :: xs) = "(cons " ^ x ^ " " ^ lst xs ^ ")"

val tests =
  [ "(plus " ^ num 3 ^ " " ^ num 4 ^ ")",
    "(times " ^ num 3 ^ " " ^ num 4 ^ ")",
    "(reverse " ^ lst ["p", "q", "r", "s"] ^ ")",
    "(length (append " ^ lst ["p", "q"] ^ " " ^ lst ["r"] ^ "))",
    "(implies (eq (plus x zero) (plus x zero)) (not false))",
    "(plus (plus x y) (plus z u))",
    "(reverse (append x y))" ]

val _ = List.app (fn s =>
          let val t = parse s val r = rewrite t
          in print (show t ^ "\n  => " ^ show r ^ "\n") end) tests

(* a bigger workload: factorial by rewriting *)
val big = rewrite (parse ("(times " ^ num 5 ^ " " ^ num 4 ^ ")"))
fun count (Prop (_, [x])) = 1 + count x | count _ = 0
val _ = print ("5*4 = " ^ Int.toString (count big) ^ "\n")
val _ = print ("rewrites: " ^ Int.toString (!rewrites) ^ ", symbols: " ^ Int.toString (Symbols.count ()) ^ "\n")
val _ = (parse "(foo"; ()) handle Parse s => print ("parse error: " ^ s ^ "\n")
