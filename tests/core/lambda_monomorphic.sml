(* A lambda-bound variable is monomorphic, used at one type only. *)
fun twice f x = f (f x)
val n = twice (fn x => x + 1) 0
