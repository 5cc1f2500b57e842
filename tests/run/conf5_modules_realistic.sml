(* Realistic module code: a leftist priority-queue functor with opaque ascription and where type, a symbol table functor hashing with Word, exceptions declared in a functor (generative per application), sharing constraints, abstype, datatype replication, nested local/open; output from Poly/ML. *)
signature ORD = sig type t val compare : t * t -> order end
signature PQ = sig
  structure Elem : ORD
  type pq
  val empty : pq
  val insert : Elem.t * pq -> pq
  val pop : pq -> (Elem.t * pq) option
end
functor LeftistPQ (E : ORD) :> PQ where type Elem.t = E.t = struct
  structure Elem = E
  datatype pq = E | N of int * E.t * pq * pq
  val empty = E
  fun rank E = 0 | rank (N (r, _, _, _)) = r
  fun mk (x, a, b) = if rank a >= rank b then N (rank b + 1, x, a, b) else N (rank a + 1, x, b, a)
  fun merge (h, E) = h | merge (E, h) = h
    | merge (h1 as N (_, x, a1, b1), h2 as N (_, y, a2, b2)) =
      if E.compare (x, y) <> GREATER then mk (x, a1, merge (b1, h2)) else mk (y, a2, merge (h1, b2))
  fun insert (x, h) = merge (N (1, x, E, E), h)
  fun pop E = NONE | pop (N (_, x, a, b)) = SOME (x, merge (a, b))
end
structure IPQ = LeftistPQ (struct type t = int val compare = Int.compare end)
structure SPQ = LeftistPQ (struct type t = string val compare = String.compare end)
fun drain h = case IPQ.pop h of NONE => [] | SOME (x, h') => x :: drain h'
val _ = print (String.concatWith " " (map Int.toString (drain (foldl IPQ.insert IPQ.empty [5,1,4,1,5,9,2,6]))) ^ "\n")
fun sdrain h = case SPQ.pop h of NONE => [] | SOME (x, h') => x :: sdrain h'
val _ = print (String.concatWith " " (sdrain (foldl SPQ.insert SPQ.empty ["pear","apple","fig"])) ^ "\n")

signature SYMTAB = sig
  type key
  type 'a table
  exception NotFound of key
  val new : unit -> 'a table
  val add : 'a table -> key * 'a -> unit
  val find : 'a table -> key -> 'a
end
functor HashTab (K : sig eqtype t val hash : t -> word end) : SYMTAB where type key = K.t = struct
  type key = K.t
  type 'a table = (key * 'a) list array
  exception NotFound of key
  fun new () = Array.array (17, [])
  fun idx k = Word.toInt (Word.mod (K.hash k, 0w17))
  fun add t (k, v) = Array.update (t, idx k, (k, v) :: Array.sub (t, idx k))
  fun find t k = case List.find (fn (k', _) => k = k') (Array.sub (t, idx k)) of SOME (_, v) => v | NONE => raise NotFound k
end
structure T1 = HashTab (struct type t = string fun hash s = CharVector.foldl (fn (c, h) => h * 0w31 + Word.fromInt (ord c)) 0w0 s end)
structure T2 = HashTab (struct type t = string fun hash s = Word.fromInt (size s) end)
val t = T1.new () : int T1.table
val _ = T1.add t ("x", 1)
val _ = T1.add t ("y", 2)
val _ = print (Int.toString (T1.find t "y") ^ "\n")
val _ = (T1.find t "z"; ()) handle T2.NotFound k => print ("T2 " ^ k ^ "\n") | T1.NotFound k => print ("T1 " ^ k ^ "\n")

(* sharing *)
signature A = sig type t val x : t end
signature B = sig type u val f : u -> string end
functor F (structure X : A structure Y : B sharing type X.t = Y.u) = struct val s = Y.f X.x end
structure S = F (structure X = struct type t = int val x = 42 end structure Y = struct type u = int val f = Int.toString end)
val _ = print (S.s ^ "\n")
signature C = sig structure X : A structure Y : A sharing X = Y end
structure Cs : C = struct structure X = struct type t = bool val x = true end structure Y = X end
val _ = print (Bool.toString (Cs.X.x = Cs.Y.x) ^ "\n")

(* abstype *)
abstype stack = S of int list with
  val empty = S []
  fun push (x, S l) = S (x :: l)
  fun top (S (x :: _)) = SOME x | top _ = NONE
end
val _ = print (Int.toString (valOf (top (push (3, empty)))) ^ "\n")

(* datatype replication *)
datatype color = Red | Green
structure M = struct datatype c = datatype color end
val _ = print (case M.Red of Red => "red\n" | Green => "green\n")
datatype o2 = datatype option
val _ = print (case SOME 1 of o2 => "ok\n")

(* local / open *)
local
  structure P = struct val a = 1 structure Q = struct val b = 2 end end
  open P
in
  open Q
  val c = a + b
end
val _ = print (Int.toString (b + c) ^ "\n")
structure R = struct local val hidden = 10 in val shown = hidden * 2 end end
val _ = print (Int.toString R.shown ^ "\n")

(* exception generativity *)
functor G () = struct exception E of int fun raiser n = raise E n end
structure G1 = G () structure G2 = G ()
val _ = (G1.raiser 1) handle G2.E _ => print "G2\n" | G1.E n => print ("G1 " ^ Int.toString n ^ "\n")
exception X1 exception X2 = X1
val _ = (raise X2) handle X1 => print "alias ok\n"

(* flexible record *)
fun getx ({x, ...} : {x:int,y:int}) = x
val _ = print (Int.toString (getx {x = 1, y = 2}) ^ "\n")
val r = {name = "a", age = 3}
val {name, ...} = r
val _ = print (name ^ Int.toString (#age r) ^ "\n")
fun f ({a, b = (c, _), ...} : {a : int, b : int * int, d : string}) = a + c
val _ = print (Int.toString (f {a = 1, b = (2, 3), d = ""}) ^ "\n")
val _ = print (#2 (1, "two", 3.0) ^ "\n")
