(* Function composition: type variables are named in order of first occurrence. *)
fun compose f g x = f (g x)
