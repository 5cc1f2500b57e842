(* abstype's constructors are not visible after `end`. *)
abstype t = T of int with val x = T 1 end
val y = T 2
