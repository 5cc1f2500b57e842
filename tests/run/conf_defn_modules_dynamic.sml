(* Module-level dynamic semantics: a functor body runs at every
   application (side effects in order, fresh refs and exceptions per
   application; a structure alias shares them), a structure's
   declarations run in textual order including substructures, opaque
   ascription keeps an exception constructor reachable through a val
   spec, withtype, abstype, sharing type, functor arguments with
   datatypes, local in structures, and open restoring shadowed
   constructors inside let only. *)
fun p s = print (s ^ "\n")
functor F (X : sig val n : int end) = struct val _ = p ("F applied " ^ Int.toString X.n) val r = ref X.n exception E of int end
structure A = F (struct val n = 1 end)
structure B = F (struct val n = 2 end)
val _ = A.r := 10
val _ = p (Int.toString (!A.r) ^ " " ^ Int.toString (!B.r))
val _ = (raise A.E 1) handle B.E _ => p "wrong" | A.E n => p ("A.E " ^ Int.toString n)
structure C = A
val _ = (raise C.E 2) handle A.E n => p ("C.E is A.E " ^ Int.toString n)
signature SIG = sig type t val mk : int -> t val get : t -> int exception Bad val E : int -> exn end
structure S :> SIG = struct type t = int fun mk x = x fun get x = x exception Bad exception E of int end
val _ = (raise S.E 5) handle e => p (exnName e)
val _ = p (Int.toString (S.get (S.mk 7)))
(* datatype with withtype *)
datatype tree = Node of forest | Leaf of int withtype forest = tree list
fun sum (Leaf n) = n | sum (Node f) = foldl (fn (t, a) => a + sum t) 0 f
val _ = p (Int.toString (sum (Node [Leaf 1, Node [Leaf 2, Leaf 3]])))
(* abstype *)
abstype stack = St of int list with val empty = St [] fun push (x, St l) = St (x :: l) fun top (St (x :: _)) = x | top _ = raise Empty end
val _ = p (Int.toString (top (push (4, empty))))
(* sharing *)
signature Q = sig type t val x : t end
functor G (structure Q1 : Q structure Q2 : Q sharing type Q1.t = Q2.t) = struct val l = [Q1.x, Q2.x] end
structure H = G (structure Q1 = struct type t = int val x = 1 end structure Q2 = struct type t = int val x = 2 end)
val _ = p (Int.toString (length H.l))
(* functor with datatype in argument *)
functor K (X : sig datatype d = P | Q of int end) = struct fun f X.P = 0 | f (X.Q n) = n end
structure KK = K (struct datatype d = P | Q of int end)
(* local in structures *)
structure L = struct local val secret = 42 in val pub = secret + 1 end end
val _ = p (Int.toString L.pub)
(* open inside let with shadowed constructor *)
structure D = struct datatype t = X | Y end
val X = "string X"
val _ = let open D in case Y of X => p "X" | Y => p "Y" end
val _ = p X
(* structure evaluation order *)
structure Ord = struct val a = p "a" val b = p "b" structure In = struct val c = p "c" end val d = p "d" end
(* functor returning opaque type, equality hidden *)
functor Op (type t) :> sig type u val v : u end = struct type u = t list val v = [] end
structure O1 = Op (type t = int)
val _ = p "done"
