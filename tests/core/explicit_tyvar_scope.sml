(* Explicitly scoped type variables `fun 'a f ...`. *)
fun 'a ident (x : 'a) : 'a = x
val 'b pick = fn (x : 'b, _ : int) => x
