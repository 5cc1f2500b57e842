(* `withtype` in signatures (see conf4_sig_withtype.mlb): the abbreviation
   is usable in the rest of the signature and from outside, its
   constructors' types see through it, and a structure declaring it with
   `withtype` or spelling it out both match. *)
signature TREE =
sig
  datatype 'a tree = Node of 'a * 'a forest
  withtype 'a forest = 'a tree list
  val leaf : 'a -> 'a tree
  val size : 'a tree -> int
  val children : 'a tree -> 'a forest
end
structure Tree : TREE =
struct
  datatype 'a tree = Node of 'a * 'a forest
  withtype 'a forest = 'a tree list
  fun leaf x = Node (x, [])
  fun size (Node (_, ts)) = 1 + foldl (fn (t, n) => n + size t) 0 ts
  fun children (Node (_, ts)) = ts
end
structure Spelled : TREE =
struct
  datatype 'a tree = Node of 'a * 'a tree list
  type 'a forest = 'a tree list
  fun leaf x = Node (x, [])
  fun size (Node (_, ts)) = 1 + foldl (fn (t, n) => n + size t) 0 ts
  fun children (Node (_, ts)) = ts
end
functor Count (T : TREE) = struct
  fun total (f : int T.forest) = foldl (fn (t, n) => n + T.size t) 0 f
  val t = T.Node (1, [T.leaf 2, T.Node (3, [T.leaf 4])])
end
structure C1 = Count (Tree)
structure C2 = Count (Spelled)
val () = print (Int.toString (Tree.size C1.t) ^ " " ^ Int.toString (C1.total (Tree.children C1.t)) ^ "\n")
val () = print (Int.toString (C2.total [C2.t, Spelled.leaf 0]) ^ "\n")
signature ENV = sig
  type key
  datatype value = Num of int | Fun of env -> value
  withtype env = (key * value) list
  val lookup : env -> key -> value option
end
structure Env :> ENV where type key = string = struct
  type key = string
  datatype value = Num of int | Fun of env -> value
  withtype env = (key * value) list
  fun lookup env k = Option.map #2 (List.find (fn (k', _) => k' = k) env)
end
val env : Env.env = [("x", Env.Num 7), ("f", Env.Fun (fn e => case Env.lookup e "x" of SOME v => v | NONE => Env.Num 0))]
val () = case Env.lookup env "f" of
    SOME (Env.Fun f) => (case f env of Env.Num n => print (Int.toString n ^ "\n") | _ => print "fun\n")
  | _ => print "missing\n"
