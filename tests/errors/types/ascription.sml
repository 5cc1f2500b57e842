(* An expression ascribed with the wrong type. *)
val x = ("s" : int)
