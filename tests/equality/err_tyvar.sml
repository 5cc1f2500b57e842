(* An ordinary type variable cannot be used with equality. *)
fun f (x : 'a, y : 'a) = x = y
