(* infixr associates to the right. *)
infixr 5 ::: 
fun x ::: l = x :: l
val l = 1 ::: 2 ::: []
