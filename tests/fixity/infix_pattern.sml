(* Infix constructors in patterns. *)
datatype t = Leaf | op ** of t * t
infix **
fun size Leaf = 1
  | size (l ** r) = size l + size r
val s = size (Leaf ** Leaf ** Leaf)
