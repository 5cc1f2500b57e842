(* Type inference through foldr. *)
fun flatten l = foldr (op @) [] l
fun sum l = foldl (op +) 0 l
