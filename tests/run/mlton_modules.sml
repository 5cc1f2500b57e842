(* Module system workout: signatures with sharing constraints, functors
   taking structures and producing structures, opaque/transparent ascription,
   where type, datatype replication, abstype, local, open, include. *)
signature ORD = sig type t val compare : t * t -> order val show : t -> string end

signature SET =
sig
  structure Elem : ORD
  type set
  val empty : set
  val insert : Elem.t * set -> set
  val member : Elem.t * set -> bool
  val toList : set -> Elem.t list
  val size : set -> int
end

functor RBSet (E : ORD) :> SET where type Elem.t = E.t =
struct
  structure Elem = E
  datatype color = R | B
  datatype tree = E | T of color * tree * E.t * tree
  type set = tree
  val empty = E
  fun balance (B, T (R, T (R, a, x, b), y, c), z, d) = T (R, T (B, a, x, b), y, T (B, c, z, d))
    | balance (B, T (R, a, x, T (R, b, y, c)), z, d) = T (R, T (B, a, x, b), y, T (B, c, z, d))
    | balance (B, a, x, T (R, T (R, b, y, c), z, d)) = T (R, T (B, a, x, b), y, T (B, c, z, d))
    | balance (B, a, x, T (R, b, y, T (R, c, z, d))) = T (R, T (B, a, x, b), y, T (B, c, z, d))
    | balance t = T t
  fun insert (x, s) =
    let
      fun ins E = T (R, E, x, E)
        | ins (s as T (c, a, y, b)) =
            case E.compare (x, y) of
                LESS => balance (c, ins a, y, b)
              | GREATER => balance (c, a, y, ins b)
              | EQUAL => s
    in case ins s of T (_, a, y, b) => T (B, a, y, b) | E => E end
  fun member (_, E) = false
    | member (x, T (_, a, y, b)) =
        case E.compare (x, y) of LESS => member (x, a) | GREATER => member (x, b) | EQUAL => true
  fun toList t = let fun go (E, acc) = acc | go (T (_, a, x, b), acc) = go (a, x :: go (b, acc)) in go (t, []) end
  fun size t = length (toList t)
end

structure IntOrd : ORD = struct type t = int val compare = Int.compare val show = Int.toString end
structure StrOrd = struct type t = string val compare = String.compare fun show s = "\"" ^ s ^ "\"" end

structure IS = RBSet (IntOrd)
structure SS = RBSet (StrOrd)

(* a functor with sharing between two argument structures *)
signature GRAPH =
sig
  structure Nodes : SET
  type node = Nodes.Elem.t
  val succ : node -> node list
end

functor Reach (structure G : GRAPH
               structure S : SET
               sharing type G.node = S.Elem.t) =
struct
  fun reach start =
    let
      fun dfs ([], seen) = seen
        | dfs (n :: rest, seen) =
            if S.member (n, seen) then dfs (rest, seen)
            else dfs (G.succ n @ rest, S.insert (n, seen))
    in S.toList (dfs ([start], S.empty)) end
end

structure Collatz : GRAPH =
struct
  structure Nodes = IS
  type node = int
  fun succ n = if n <= 1 then [] else if n mod 2 = 0 then [n div 2] else [3 * n + 1, n - 1]
end

structure R = Reach (structure G = Collatz structure S = IS)
val () = print (String.concatWith " " (map Int.toString (R.reach 9)) ^ "\n")

(* functor producing a functor-like result via nested structures *)
functor Pair (structure A : ORD structure B : ORD) : ORD =
struct
  type t = A.t * B.t
  fun compare ((a1, b1), (a2, b2)) = case A.compare (a1, a2) of EQUAL => B.compare (b1, b2) | r => r
  fun show (a, b) = "(" ^ A.show a ^ "," ^ B.show b ^ ")"
end

structure PS = RBSet (Pair (structure A = StrOrd structure B = IntOrd))
val ps = foldl PS.insert PS.empty [("b", 2), ("a", 9), ("b", 1), ("a", 9), ("c", 0)]
val () = print (String.concatWith " " (map PS.Elem.show (PS.toList ps)) ^ "\n")

(* datatype replication and where type *)
datatype shape = Circle of real | Rect of real * real
structure Shapes =
struct
  datatype shape = datatype shape
  fun area (Circle r) = 3.0 * r * r
    | area (Rect (w, h)) = w * h
end
val () = print (Real.toString (Shapes.area (Circle 2.0) + Shapes.area (Shapes.Rect (1.5, 2.0))) ^ "\n")

(* abstype *)
abstype queue = Q of int list * int list
with
  val emptyQ = Q ([], [])
  fun push (x, Q (f, b)) = Q (f, x :: b)
  fun pop (Q ([], [])) = NONE
    | pop (Q ([], b)) = pop (Q (rev b, []))
    | pop (Q (x :: f, b)) = SOME (x, Q (f, b))
  fun qlen (Q (f, b)) = length f + length b
end

val q = foldl push emptyQ [1, 2, 3, 4, 5]
val () = case pop q of SOME (x, q') => print (Int.toString x ^ " " ^ Int.toString (qlen q') ^ "\n") | NONE => ()

(* local and open *)
local
  open List
  val secret = 42
in
  fun hidden () = secret + length (filter (fn x => x > 2) [1, 2, 3, 4])
end
val () = print (Int.toString (hidden ()) ^ "\n")

(* signature with include and type specs with eqtype *)
signature STACK0 = sig type 'a stack val empty : 'a stack val push : 'a * 'a stack -> 'a stack end
signature STACK = sig include STACK0 val pop : 'a stack -> ('a * 'a stack) option eqtype key val key : key end
structure Stack :> STACK where type key = string =
struct
  type 'a stack = 'a list
  val empty = []
  fun push (x, s) = x :: s
  fun pop [] = NONE | pop (x :: s) = SOME (x, s)
  type key = string
  val key = "k"
end
val () = case Stack.pop (Stack.push (3, Stack.push (4, Stack.empty))) of
             SOME (x, _) => print (Int.toString x ^ Stack.key ^ "\n") | NONE => ()

(* structure sharing *)
signature SYM = sig type sym val intern : string -> sym val name : sym -> string end
signature LEX = sig structure S : SYM val lex : string -> S.sym list end
signature PARSE = sig structure S : SYM val count : S.sym list -> int end
functor Compiler (structure L : LEX structure P : PARSE sharing L.S = P.S) =
struct fun run s = P.count (L.lex s) end
structure Sym : SYM = struct type sym = string fun intern s = s fun name s = s end
structure Lex = struct structure S = Sym fun lex s = map S.intern (String.tokens Char.isSpace s) end
structure Parse = struct structure S = Sym fun count l = length (List.filter (fn s => S.name s <> "the") l) end
structure C = Compiler (structure L = Lex structure P = Parse)
val () = print (Int.toString (C.run "the cat saw the dog") ^ "\n")

(* functor with a value and a type parameter, applied twice (generativity) *)
functor Counter (val start : int) :> sig type counter val new : unit -> counter val next : counter -> int end =
struct
  type counter = int ref
  fun new () = ref start
  fun next c = (c := !c + 1; !c)
end
structure C1 = Counter (val start = 10)
structure C2 = Counter (val start = 100)
val c1 = C1.new () and c2 = C2.new ()
val _ = (C1.next c1; C2.next c2)
val () = print (Int.toString (C1.next c1) ^ " " ^ Int.toString (C2.next c2) ^ "\n")
val () = print (String.concatWith "," (map SS.Elem.show (SS.toList (foldl SS.insert SS.empty ["pear", "apple", "fig", "apple"]))) ^ " " ^ Int.toString (IS.size (foldl IS.insert IS.empty (List.tabulate (1000, fn i => i * 7 mod 501)))) ^ "\n")
