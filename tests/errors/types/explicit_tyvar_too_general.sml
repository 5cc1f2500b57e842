(* An explicit type variable that gets instantiated. *)
fun f (x : 'a) = x + 1
