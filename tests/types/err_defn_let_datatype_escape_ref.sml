(* Rule 17: a let-local datatype's name is not in T of C, so a monomorphic ref of the context cannot hold its values *)
val r = ref []
val _ = let datatype t = A in r := [A] end
