(* A datatype with two type parameters. *)
datatype ('a, 'b) either = Left of 'a | Right of 'b
fun swap (Left x) = Right x
  | swap (Right y) = Left y
