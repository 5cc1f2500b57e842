(* Value restriction at top level: `ref []` is not generalised; nothing determines its type, so Skein warns and uses unit (Poly/ML warns too) *)
val r = ref []
val n = length (!r)
