(* An SLR(1) parser generator and table-driven driver for an arithmetic
   grammar with unary minus, exponentiation (right associative) and
   function application; computes FIRST/FOLLOW, LR(0) item sets, the
   ACTION/GOTO tables, and evaluates expressions with IntInf. *)
datatype sym = T of string | NT of string

fun symStr (T s) = s
  | symStr (NT s) = s

type prod = {lhs : string, rhs : sym list, id : int}

val grammarSrc =
  [("S", [NT "E", T "$"]),
   ("E", [NT "E", T "+", NT "M"]),
   ("E", [NT "E", T "-", NT "M"]),
   ("E", [NT "M"]),
   ("M", [NT "M", T "*", NT "U"]),
   ("M", [NT "M", T "/", NT "U"]),
   ("M", [NT "U"]),
   ("U", [T "-", NT "U"]),
   ("U", [NT "P"]),
   ("P", [NT "A", T "^", NT "U"]),
   ("P", [NT "A"]),
   ("A", [T "num"]),
   ("A", [T "(", NT "E", T ")"]),
   ("A", [T "id", T "(", NT "E", T ")"])]

val prods : prod vector = Vector.fromList (ListPair.map (fn ((l, r), i) => {lhs = l, rhs = r, id = i})
                                                        (grammarSrc, List.tabulate (length grammarSrc, fn i => i)))
val nonterms = ["S", "E", "M", "U", "P", "A"]
val terms = ["$", "+", "-", "*", "/", "^", "(", ")", "num", "id"]

fun addU (x, l) = if List.exists (fn y => y = x) l then l else l @ [x]
fun union (a, b) = foldl addU a b

(* nullable: no epsilon productions here, so FIRST is simple fixpoint *)
fun fixpoint f x = let val y = f x in if y = x then x else fixpoint f y end

val first : (string * string list) list =
  fixpoint (fn tbl =>
    map (fn (nt, fs) =>
      (nt, Vector.foldl (fn ({lhs, rhs, ...}, acc) =>
                           if lhs <> nt then acc
                           else case rhs of
                                    T t :: _ => addU (t, acc)
                                  | NT n :: _ => union (acc, #2 (valOf (List.find (fn (m, _) => m = n) tbl)))
                                  | [] => acc) fs prods)) tbl)
    (map (fn n => (n, [])) nonterms)

fun firstOf (T t) = [t]
  | firstOf (NT n) = #2 (valOf (List.find (fn (m, _) => m = n) first))

val follow : (string * string list) list =
  fixpoint (fn tbl =>
    let
      fun get n = #2 (valOf (List.find (fn (m, _) => m = n) tbl))
      fun contributions ({lhs, rhs, ...} : prod) =
        let fun go (NT n :: (rest as s :: _)) = (n, firstOf s) :: go rest
              | go [NT n] = [(n, get lhs)]
              | go (_ :: rest) = go rest
              | go [] = []
        in go rhs end
      val cs = List.concat (map contributions (Vector.foldr op:: [] prods))
    in
      map (fn (n, fs) => (n, foldl (fn ((m, f), acc) => if m = n then union (acc, f) else acc) fs cs)) tbl
    end)
    (map (fn n => (n, [])) nonterms)

val () = List.app (fn (n, fs) => print ("FIRST(" ^ n ^ ") = {" ^ String.concatWith " " fs ^ "}  FOLLOW = {"
                                        ^ String.concatWith " " (#2 (valOf (List.find (fn (m, _) => m = n) follow))) ^ "}\n")) first

(* LR(0) items: (prod id, dot) *)
type item = int * int
fun closure (items : item list) =
  fixpoint (fn its =>
    foldl (fn ((p, d), acc) =>
             case List.drop (#rhs (Vector.sub (prods, p)), d) of
                 NT n :: _ => Vector.foldl (fn ({lhs, id, ...}, acc) => if lhs = n then addU ((id, 0), acc) else acc) acc prods
               | _ => acc) its its) items

fun goto (items, s) =
  closure (List.mapPartial (fn (p, d) =>
                              case List.drop (#rhs (Vector.sub (prods, p)), d) of
                                  x :: _ => if x = s then SOME (p, d + 1) else NONE
                                | [] => NONE) items)

fun sameSet (a, b) = length a = length b andalso List.all (fn x => List.exists (fn y => y = x) b) a

val allSyms = map T terms @ map NT nonterms
val states = ref [closure [(0, 0)]]
val transitions = ref [] : (int * sym * int) list ref
fun indexOfState s =
  let fun go (_, []) = NONE | go (i, x :: xs) = if sameSet (x, s) then SOME i else go (i + 1, xs)
  in go (0, !states) end
fun build i =
  if i >= length (!states) then ()
  else
    (List.app (fn s =>
       let val g = goto (List.nth (!states, i), s)
       in
         if null g then ()
         else
           let val j = case indexOfState g of
                           SOME j => j
                         | NONE => (states := !states @ [g]; length (!states) - 1)
           in transitions := (i, s, j) :: !transitions end
       end) allSyms;
     build (i + 1))
val () = build 0
val nstates = length (!states)
val () = print ("states: " ^ Int.toString nstates ^ ", transitions: " ^ Int.toString (length (!transitions)) ^ "\n")

datatype action = Shift of int | Reduce of int | Accept | Error
exception Conflict of int * string

val actionTbl = Array2.array (nstates, length terms, Error)
fun termIndex t = let fun go (i, x :: xs) = if x = t then i else go (i + 1, xs) | go (_, []) = raise Fail ("term " ^ t) in go (0, terms) end
fun setAction (s, t, a) =
  case Array2.sub (actionTbl, s, termIndex t) of
      Error => Array2.update (actionTbl, s, termIndex t, a)
    | old => if old = a then () else raise Conflict (s, t)
val () = List.app (fn (i, T t, j) => if t = "$" then setAction (i, t, Accept) else setAction (i, t, Shift j) | _ => ()) (!transitions)
val () = ListPair.app (fn (i, items) =>
           List.app (fn (p, d) =>
             let val {lhs, rhs, ...} = Vector.sub (prods, p)
             in if d = length rhs andalso p <> 0
                then List.app (fn t => setAction (i, t, Reduce p)) (#2 (valOf (List.find (fn (m, _) => m = lhs) follow)))
                else ()
             end) items) (List.tabulate (nstates, fn i => i), !states)
  handle Conflict (s, t) => print ("conflict in state " ^ Int.toString s ^ " on " ^ t ^ "\n")
fun gotoState (s, n) = case List.find (fn (i, NT m, _) => i = s andalso m = n | _ => false) (!transitions) of
                           SOME (_, _, j) => j | NONE => raise Fail "goto"

(* lexer *)
datatype tok = Tok of string * IntInf.int * string
fun lex s =
  let
    fun go ([], acc) = rev (Tok ("$", 0, "") :: acc)
      | go (c :: cs, acc) =
          if Char.isSpace c then go (cs, acc)
          else if Char.isDigit c then
            let val (ds, rest) = (List.take (c :: cs, length (List.filter Char.isDigit (c :: cs))), [])
                fun split (l, d) = case l of x :: xs => if Char.isDigit x then split (xs, x :: d) else (rev d, l) | [] => (rev d, [])
                val (ds, rest) = split (c :: cs, [])
            in go (rest, Tok ("num", valOf (IntInf.fromString (implode ds)), "") :: acc) end
          else if Char.isAlpha c then
            let fun split (l, d) = case l of x :: xs => if Char.isAlpha x then split (xs, x :: d) else (rev d, l) | [] => (rev d, [])
                val (ds, rest) = split (c :: cs, [])
            in go (rest, Tok ("id", 0, implode ds) :: acc) end
          else go (cs, Tok (str c, 0, "") :: acc)
  in go (explode s, []) end

exception SyntaxError of string
datatype value = V of IntInf.int | Name of string | Nothing

fun parse input =
  let
    fun apply (p, vals) =
      case (p, vals) of
          (1, [V a, _, V b]) => V (a + b)
        | (2, [V a, _, V b]) => V (a - b)
        | (4, [V a, _, V b]) => V (a * b)
        | (5, [V a, _, V b]) => V (IntInf.quot (a, b))
        | (7, [_, V a]) => V (~a)
        | (9, [V a, _, V b]) => V (IntInf.pow (a, IntInf.toInt b))
        | (12, [_, v, _]) => v
        | (13, [Name f, _, V a, _]) =>
            V (case f of "sq" => a * a | "abs" => IntInf.abs a | "fact" => let fun fa n = if n <= 1 then 1 else n * fa (n - 1) in fa a end
                       | "digits" => IntInf.fromInt (size (IntInf.toString (IntInf.abs a)))
                       | _ => raise SyntaxError ("unknown function " ^ f))
        | (_, [v]) => v
        | _ => raise SyntaxError ("bad reduction " ^ Int.toString p)
    fun loop (stack as (s, _) :: _, toks as Tok (t, n, name) :: rest) =
          (case Array2.sub (actionTbl, s, termIndex t) of
               Shift j => loop ((j, if t = "num" then V n else if t = "id" then Name name else Nothing) :: stack, rest)
             | Reduce p =>
                 let val {lhs, rhs, ...} = Vector.sub (prods, p)
                     val k = length rhs
                     val vals = rev (map #2 (List.take (stack, k)))
                     val stack' = List.drop (stack, k)
                 in loop ((gotoState (#1 (hd stack'), lhs), apply (p, vals)) :: stack', toks) end
             | Accept => (case stack of (_, V v) :: _ => v | _ => raise SyntaxError "accept")
             | Error => raise SyntaxError ("unexpected " ^ t))
      | loop _ = raise SyntaxError "eof"
  in loop ([(0, Nothing)], lex input) end

val () = List.app (fn e =>
  print (e ^ " = " ^ (IntInf.toString (parse e) handle SyntaxError m => "error: " ^ m | Div => "Div") ^ "\n"))
  ["1 + 2 * 3", "(1 + 2) * 3", "2 ^ 3 ^ 2", "-2 ^ 2", "- - 5 - -3", "100 / 7 / 2", "fact(25) / fact(23)",
   "2 ^ 100 - sq(2 ^ 50)", "digits(3 ^ 200)", "1 + ", "abs(-7) * (", "7 / (3 - 3)", "foo(1)", "((((((1))))))"]
