(* Constructors carrying tuples and records are stored flat (one object:
   tag and fields); construction, matching, selection and equality must
   see the same values as with a boxed argument. *)

(* Lists: the cons cell of every element type. *)
val ints = List.tabulate (10, fn i => i * i)
val reals = List.map (fn i => real i / 4.0) ints
val strs = List.map Int.toString ints
val chars = String.explode "flat cons"
val pairs = ListPair.zip (ints, strs)
val _ = print (String.concatWith "," strs ^ "\n")
val _ = print (String.implode (List.rev chars) ^ "\n")
val _ = print (Real.toString (List.foldl op + 0.0 reals) ^ "\n")
val _ = print (String.concat (List.map (fn (i, s) => Int.toString i ^ "=" ^ s ^ ";") pairs) ^ "\n")
val v = Vector.fromList reals
val _ = print (Real.toString (Vector.sub (v, 3)) ^ " " ^ Int.toString (Vector.length (Vector.fromList chars)) ^ "\n")

(* Options of tuples and records. *)
fun lookup k [] = NONE
  | lookup k ((k', v) :: rest) = if k = k' then SOME (k', v) else lookup k rest
val _ = case lookup 16 pairs of SOME (k, s) => print (Int.toString k ^ " -> " ^ s ^ "\n") | NONE => print "none\n"
val _ = case lookup 17 pairs of SOME (k, s) => print (Int.toString k ^ " -> " ^ s ^ "\n") | NONE => print "none\n"
val r = SOME {name = "r", weight = 2.5, count = 3}
val _ = case r of SOME {name, weight, count} => print (name ^ " " ^ Real.toString (weight * real count) ^ "\n") | NONE => ()
val _ = case r of SOME x => print (#name x ^ "\n") | NONE => ()

(* Trees with real and int fields. *)
datatype tree = Leaf | Node of tree * real * int * tree
fun insert (x, i, Leaf) = Node (Leaf, x, i, Leaf)
  | insert (x, i, t as Node (l, y, j, r)) =
      if x < y then Node (insert (x, i, l), y, j, r)
      else if x > y then Node (l, y, j, insert (x, i, r))
      else Node (l, y, i + j, r)
fun toList Leaf acc = acc
  | toList (Node (l, x, i, r)) acc = toList l ((x, i) :: toList r acc)
val t = List.foldl (fn ((x, i), t) => insert (x, i, t)) Leaf [(3.5, 1), (1.25, 2), (9.0, 3), (3.5, 10), (0.5, 4)]
val _ = List.app (fn (x, i) => print (Real.toString x ^ ":" ^ Int.toString i ^ " ")) (toList t [])
val _ = print "\n"
fun depth Leaf = 0 | depth (Node (l, _, _, r)) = 1 + Int.max (depth l, depth r)
val _ = print (Int.toString (depth t) ^ "\n")

(* Polymorphic constructors at many types. *)
datatype ('a, 'b) either = L of 'a * int | R of 'b * 'a | N
fun show f g (L (a, n)) = "L(" ^ f a ^ "," ^ Int.toString n ^ ")"
  | show f g (R (b, a)) = "R(" ^ g b ^ "," ^ f a ^ ")"
  | show _ _ N = "N"
val _ = print (show Int.toString Real.toString (L (1, 2)) ^ " " ^ show Int.toString Real.toString (R (1.5, 7)) ^ "\n")
val _ = print (show (fn s => s) Char.toString (R (#"c", "s")) ^ " " ^ show Real.toString (fn (a, b) => a ^ b) (L (2.0, 3)) ^ "\n")
val _ = print (show (fn (x, y) => Int.toString x ^ "/" ^ y) (fn () => "()") (R ((), (4, "q"))) ^ " " ^ show Int.toString Int.toString N ^ "\n")

(* Constructors as first-class functions. *)
val ls = List.map L [(1, 1), (2, 2)] : (int, string) either list
val rs = ListPair.map R (["a", "b"], [10, 20])
val _ = print (String.concatWith " " (List.map (show Int.toString (fn s => s)) (ls @ rs)) ^ "\n")
val mk = Node
val t2 = mk (Leaf, 2.0, 2, mk (Leaf, 3.0, 3, Leaf))
val _ = print (Int.toString (depth t2) ^ "\n")
val conses = List.foldr op :: [] [1, 2, 3]
val _ = print (Int.toString (List.length conses) ^ "\n")

(* Equality on such values. *)
datatype shape = Circle of int * int * string | Rect of {w : int, h : int} | Dot
val shapes = [Circle (1, 2, "a"), Rect {w = 3, h = 4}, Dot, Circle (1, 2, "b")]
val _ = List.app (fn s => print (Bool.toString (s = Circle (1, 2, "a")) ^ " ")) shapes
val _ = print "\n"
val _ = print (Bool.toString ([(1, "x"), (2, "y")] = [(1, "x"), (2, "y")]) ^ " " ^ Bool.toString ([(1, "x")] = [(1, "y")]) ^ "\n")
val _ = print (Bool.toString (SOME (1, 2) = SOME (1, 2)) ^ " " ^ Bool.toString (SOME (1, 2) = SOME (2, 1)) ^ " " ^ Bool.toString (Rect {w = 1, h = 2} = Rect {h = 2, w = 1}) ^ "\n")
val _ = print (Bool.toString (L (3, 4) = (L (3, 4) : (int, string) either)) ^ " " ^ Bool.toString (R ("x", 1) = (L (1, 0) : (int, string) either)) ^ "\n")

(* A long list: many flat cells, through the collector. *)
val big = List.tabulate (600, fn i => (i, real i))
val _ = print (Real.toString (List.foldl (fn ((i, x), s) => s + x + real i) 0.0 big) ^ "\n")
fun merge ([], ys) = ys
  | merge (xs, []) = xs
  | merge (xs as (x as (a, _)) :: xr, ys as (y as (b, _)) :: yr) =
      if a <= b then x :: merge (xr, ys) else y :: merge (xs, yr)
fun msort [] = [] | msort [x] = [x]
  | msort xs = let val n = length xs div 2 in merge (msort (List.take (xs, n)), msort (List.drop (xs, n))) end
val sorted : (int * real) list = msort (List.rev big)
val _ = print (Int.toString (#1 (List.hd sorted)) ^ " " ^ Int.toString (#1 (List.last sorted)) ^ "\n")

(* Records of closures with fields nothing reads (pruned), read through
   pattern and selector, stored in refs and lists. *)
datatype ops = Ops of {name : string, apply : int -> int, undo : int -> int, trace : unit -> unit, weight : real}
fun mkOps (n, k) = Ops {name = n, apply = fn x => x + k, undo = fn x => x - k, trace = fn () => print ("trace " ^ n ^ "\n"), weight = real k}
val opsList = [mkOps ("inc", 1), mkOps ("add5", 5)]
val cell = ref (mkOps ("ten", 10))
fun run (Ops {name, apply, ...}) = print (name ^ " " ^ Int.toString (apply 100) ^ "\n")
val _ = List.app run opsList
val _ = run (!cell)
val _ = case !cell of Ops r => print (Int.toString (#apply r 1) ^ "\n")
