(* A fixity can be declared before the identifier is bound. *)
infix 5 &&&
val op &&& = fn (a, b) => a andalso b
val t = true &&& false
