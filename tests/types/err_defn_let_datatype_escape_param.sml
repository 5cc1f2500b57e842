(* Rule 17: the type of a lambda-bound variable belongs to the context, so it cannot become a let-local datatype *)
fun f y = let datatype t = A val _ = (y = A) in () end
