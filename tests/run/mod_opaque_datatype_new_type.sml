(* Opaque ascription makes a signature's datatype a new type; equality as the signature gives it *)
signature TREE = sig
  datatype 'a tree = L | N of 'a tree * 'a * 'a tree
  val insert : int * int tree -> int tree
  val toList : 'a tree -> 'a list
end
structure T :> TREE = struct
  datatype 'a tree = L | N of 'a tree * 'a * 'a tree
  fun insert (x, L) = N (L, x, L)
    | insert (x, t as N (l, y, r)) = if x < y then N (insert (x, l), y, r) else if x > y then N (l, y, insert (x, r)) else t
  fun toList L = [] | toList (N (l, x, r)) = toList l @ [x] @ toList r
end
val t = foldl T.insert T.L [5, 3, 8, 1, 4]
val _ = print (String.concatWith " " (map Int.toString (T.toList t)) ^ "\n")
val _ = print (Bool.toString (t = T.insert (4, t)) ^ " " ^ Bool.toString (t = T.L) ^ "\n")
fun depth T.L = 0 | depth (T.N (l, _, r)) = 1 + Int.max (depth l, depth r)
val _ = print (Int.toString (depth t) ^ "\n")
val s = T.N (T.L, "x", T.N (T.L, "y", T.L))
val _ = print (String.concat (T.toList s) ^ "\n")
signature S = sig eqtype t datatype u = U of t | V val mk : int -> t end
structure M :> S = struct type t = int datatype u = U of t | V fun mk x = x end
val _ = print (Bool.toString (M.U (M.mk 1) = M.U (M.mk 1)) ^ Bool.toString (M.V = M.U (M.mk 2)) ^ "\n")
functor F (X : sig type t val x : t end) :> sig datatype d = D of X.t | E val get : d -> X.t option end = struct
  datatype d = D of X.t | E
  fun get (D x) = SOME x | get E = NONE
end
structure A = F (struct type t = int val x = 1 end)
structure B = F (struct type t = string val x = "b" end)
val _ = print (Int.toString (valOf (A.get (A.D 7))) ^ valOf (B.get (B.D "s")) ^ Bool.toString (isSome (A.get A.E)) ^ "\n")
