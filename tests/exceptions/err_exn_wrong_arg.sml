(* An exception constructor applied to the wrong type. *)
exception E of int
val e = E "s"
