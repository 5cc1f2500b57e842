(* A function argument applied to functions. *)
fun apply f = f (fn x => x)
