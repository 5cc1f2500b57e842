(* Opaque ascription makes a signature's datatype a new type, distinct from the structure's (Definition 5.13, rule 53). *)
structure M0 = struct datatype u = U | V end
structure M :> sig datatype u = U | V end = M0
val b = M.U = M0.U
