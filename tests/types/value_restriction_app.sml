(* An application is not generalised; a later use fixes its type. *)
val g = (fn x => x) (fn x => x)
val n = g 3
