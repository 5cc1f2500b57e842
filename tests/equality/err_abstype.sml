(* An abstype's type does not admit equality outside its body. *)
abstype t = T of int with val x = T 1 end
val b = x = x
