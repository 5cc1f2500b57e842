(* while loops have type unit. *)
fun sumTo n =
  let
    val i = ref 0
    val s = ref 0
  in
    while !i < n do (i := !i + 1; s := !s + !i);
    !s
  end
val w = while false do ()
