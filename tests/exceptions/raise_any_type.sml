(* raise has any type. *)
fun f x = if x then raise Fail "no" else 1
val g = fn () => (raise Div) : string
