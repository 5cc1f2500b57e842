(* `where type` realises a datatype spec by a type name; the constructors stay in the signature (Definition rule 64). *)
structure M0 = struct datatype 'a u = A | B of 'a end
signature S = sig datatype 'a u = A | B of 'a val x : int u end
signature T = S where type 'a u = 'a M0.u
structure M :> T = struct datatype u = datatype M0.u val x = B 1 end
val y = M.x = M0.B 1
