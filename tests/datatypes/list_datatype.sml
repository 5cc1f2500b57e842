(* A user list type with an infix constructor. *)
infixr 5 :::
datatype 'a seq = Nil | ::: of 'a * 'a seq
val s = 1 ::: 2 ::: Nil
fun toList Nil = []
  | toList (x ::: r) = x :: toList r
