(* Two different exceptions E: the handler's E does not take a string. *)
exception E of string
val e1 = E "x"
exception E
val x = (raise e1) handle E s => s
