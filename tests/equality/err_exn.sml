(* exn does not admit equality. *)
val b = Div = Div
