(* `ref []` is not generalised; a later use fixes its type. *)
val r = ref []
val _ = r := [1, 2]
val l = !r
