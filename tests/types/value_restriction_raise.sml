(* `raise` is expansive, but `fn` over it is a value. *)
val f = fn () => raise Fail "x"
