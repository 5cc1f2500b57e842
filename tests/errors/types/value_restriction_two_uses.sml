(* A non-generalised ref used at two types is an error. *)
val r = ref []
val _ = r := [1]
val _ = r := ["a"]
