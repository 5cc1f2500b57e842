(* A tiny Prolog: terms, unification with a trail, depth-first search with
   success/failure continuations, cut-free; queries print all solutions. *)
(* no-gc-stress *)
datatype term = Atom of string | Int of int | V of var | Struct of string * term list
and var = Ref of term option ref * string * int

val counter = ref 0
fun fresh name = (counter := !counter + 1; V (Ref (ref NONE, name, !counter)))

fun deref (t as V (Ref (r, _, _))) = (case !r of SOME u => deref u | NONE => t)
  | deref t = t

val trail : term option ref list ref = ref []

fun bind (Ref (r, _, _), t) = (r := SOME t; trail := r :: !trail)

fun undoTo mark =
  let fun go () = if length (!trail) > mark
                  then (case !trail of r :: rest => (r := NONE; trail := rest; go ()) | [] => ())
                  else ()
  in go () end

fun unify (a, b) =
  case (deref a, deref b) of
      (V (x as Ref (r1, _, _)), t as V (Ref (r2, _, _))) =>
        (if r1 = r2 then () else bind (x, t); true)
    | (V x, t) => (bind (x, t); true)
    | (t, V x) => (bind (x, t); true)
    | (Atom a, Atom b) => a = b
    | (Int a, Int b) => a = b
    | (Struct (f, xs), Struct (g, ys)) =>
        f = g andalso length xs = length ys andalso
        ListPair.all unify (xs, ys)
    | _ => false

fun show t =
  case deref t of
      Atom a => a
    | Int n => if n < 0 then "-" ^ Int.toString (~n) else Int.toString n
    | V (Ref (_, n, k)) => "_" ^ n ^ Int.toString k
    | Struct (".", [h, tl]) => "[" ^ showList (h, tl) ^ "]"
    | Struct (f, args) => f ^ "(" ^ String.concatWith ", " (map show args) ^ ")"
and showList (h, tl) =
  case deref tl of
      Atom "[]" => show h
    | Struct (".", [h', tl']) => show h ^ "," ^ showList (h', tl')
    | t => show h ^ "|" ^ show t

(* clauses are stored as functions producing fresh renamed copies *)
type clause = unit -> term * term list

fun cons (h, t) = Struct (".", [h, t])
val nil' = Atom "[]"
fun list ts = foldr cons nil' ts

val db : (string * clause) list ref = ref []
fun add name c = db := !db @ [(name, c)]

fun headName (Struct (f, args)) = f ^ "/" ^ Int.toString (length args)
  | headName (Atom a) = a ^ "/0"
  | headName _ = raise Fail "bad goal"

exception Halt

(* solve goals; sk : unit -> unit is called on each success, fails by returning *)
fun solve ([], sk) = sk ()
  | solve (g :: gs, sk) =
      case deref g of
          Struct ("is", [x, e]) =>
            let val mark = length (!trail)
            in if unify (x, Int (eval e)) then solve (gs, sk) else (); undoTo mark end
        | Struct ("<", [a, b]) => if eval a < eval b then solve (gs, sk) else ()
        | Struct ("=<", [a, b]) => if eval a <= eval b then solve (gs, sk) else ()
        | Struct ("=\\=", [a, b]) => if eval a <> eval b then solve (gs, sk) else ()
        | Struct ("=", [a, b]) =>
            let val mark = length (!trail)
            in if unify (a, b) then solve (gs, sk) else (); undoTo mark end
        | Struct ("not", [p]) =>
            let
              exception Found
              val mark = length (!trail)
              val found = (solve ([p], fn () => raise Found); false) handle Found => true
            in undoTo mark; if found then () else solve (gs, sk) end
        | goal =>
            let val key = headName goal
            in
              app (fn (name, mk) =>
                     if name <> key then ()
                     else
                       let val (h, body) = mk ()
                           val mark = length (!trail)
                       in
                         if unify (h, goal) then solve (body @ gs, sk) else ();
                         undoTo mark
                       end)
                  (!db)
            end
and eval t =
  case deref t of
      Int n => n
    | Struct ("+", [a, b]) => eval a + eval b
    | Struct ("-", [a, b]) => eval a - eval b
    | Struct ("*", [a, b]) => eval a * eval b
    | Struct ("mod", [a, b]) => eval a mod eval b
    | t => raise Fail ("eval: " ^ show t)

fun s f args = Struct (f, args)

(* append/3 *)
val () = add "app/3" (fn () => let val l = fresh "L" in (s "app" [nil', l, l], []) end)
val () = add "app/3" (fn () =>
  let val h = fresh "H" and t = fresh "T" and l = fresh "L" and r = fresh "R"
  in (s "app" [cons (h, t), l, cons (h, r)], [s "app" [t, l, r]]) end)

(* nrev/2 *)
val () = add "nrev/2" (fn () => (s "nrev" [nil', nil'], []))
val () = add "nrev/2" (fn () =>
  let val h = fresh "H" and t = fresh "T" and r = fresh "R" and rt = fresh "RT"
  in (s "nrev" [cons (h, t), r], [s "nrev" [t, rt], s "app" [rt, list [h], r]]) end)

(* select/3, perm/2 *)
val () = add "sel/3" (fn () =>
  let val x = fresh "X" and t = fresh "T" in (s "sel" [x, cons (x, t), t], []) end)
val () = add "sel/3" (fn () =>
  let val x = fresh "X" and h = fresh "H" and t = fresh "T" and r = fresh "R"
  in (s "sel" [x, cons (h, t), cons (h, r)], [s "sel" [x, t, r]]) end)
val () = add "perm/2" (fn () => (s "perm" [nil', nil'], []))
val () = add "perm/2" (fn () =>
  let val l = fresh "L" and x = fresh "X" and r = fresh "R" and p = fresh "P"
  in (s "perm" [l, cons (x, p)], [s "sel" [x, l, r], s "perm" [r, p]]) end)

(* queens via perm + safe *)
val () = add "safe/1" (fn () => (s "safe" [nil'], []))
val () = add "safe/1" (fn () =>
  let val q = fresh "Q" and qs = fresh "Qs"
  in (s "safe" [cons (q, qs)], [s "noatt" [q, qs, Int 1], s "safe" [qs]]) end)
val () = add "noatt/3" (fn () => let val q = fresh "Q" and d = fresh "D" in (s "noatt" [q, nil', d], []) end)
val () = add "noatt/3" (fn () =>
  let val q = fresh "Q" and y = fresh "Y" and ys = fresh "Ys" and d = fresh "D" and d1 = fresh "D1"
  in (s "noatt" [q, cons (y, ys), d],
      [s "=\\=" [q, s "+" [y, d]], s "=\\=" [y, s "+" [q, d]],
       s "is" [d1, s "+" [d, Int 1]], s "noatt" [q, ys, d1]]) end)
val () = add "queens/2" (fn () =>
  let val l = fresh "L" and qs = fresh "Qs"
  in (s "queens" [l, qs], [s "perm" [l, qs], s "safe" [qs]]) end)

(* fib/2 *)
val () = add "fib/2" (fn () => (s "fib" [Int 0, Int 0], []))
val () = add "fib/2" (fn () => (s "fib" [Int 1, Int 1], []))
val () = add "fib/2" (fn () =>
  let val n = fresh "N" and f = fresh "F" and n1 = fresh "N1" and n2 = fresh "N2"
      and f1 = fresh "F1" and f2 = fresh "F2"
  in (s "fib" [n, f], [s "<" [Int 1, n], s "is" [n1, s "-" [n, Int 1]], s "is" [n2, s "-" [n, Int 2]],
                       s "fib" [n1, f1], s "fib" [n2, f2], s "is" [f, s "+" [f1, f2]]]) end)

fun query (label, goals, vars, limit) =
  let
    val count = ref 0
    exception Enough
  in
    print ("?- " ^ label ^ "\n");
    (solve (goals, fn () =>
       (count := !count + 1;
        print ("  " ^ String.concatWith ", " (map (fn (n, v) => n ^ " = " ^ show v) vars) ^ "\n");
        if !count >= limit then raise Enough else ()))
     handle Enough => ());
    print ("  " ^ Int.toString (!count) ^ " solution(s)\n")
  end

val () =
  let val x = fresh "X" and y = fresh "Y"
  in query ("app(X, Y, [1,2,3])", [s "app" [x, y, list (map Int [1, 2, 3])]], [("X", x), ("Y", y)], 10) end
val () =
  let val r = fresh "R"
  in query ("nrev([1..12], R)", [s "nrev" [list (List.tabulate (12, fn i => Int (i + 1))), r]], [("R", r)], 10) end
val () =
  let val q = fresh "Q"
  in query ("queens([1..6], Q)", [s "queens" [list (List.tabulate (6, fn i => Int (i + 1))), q]], [("Q", q)], 100) end
val () =
  let val f = fresh "F"
  in query ("fib(15, F)", [s "fib" [Int 15, f]], [("F", f)], 10) end
val () =
  let val x = fresh "X"
  in query ("perm([a,b,c], X), not(X = [b|_])",
            [s "perm" [list [Atom "a", Atom "b", Atom "c"], x], s "not" [s "=" [x, cons (Atom "b", fresh "_")]]],
            [("X", x)], 10) end
val () = print ("trail " ^ Int.toString (length (!trail)) ^ "\n")
