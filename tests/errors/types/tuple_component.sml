(* A tuple with a wrong component type. *)
val p : int * string = (1, 2)
