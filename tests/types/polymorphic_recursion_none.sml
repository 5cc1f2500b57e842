(* Within its own definition a recursive function is monomorphic. *)
fun len [] = 0
  | len (_ :: t) = 1 + len t
val both = len [1] + len ["a"]
