(* not and boolean equality. *)
val a = not true = false
fun xor (p, q) = (p orelse q) andalso not (p andalso q)
