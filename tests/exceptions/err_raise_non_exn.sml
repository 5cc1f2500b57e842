(* Only values of type exn can be raised. *)
val x = raise 1
