(* A type declared inside a let-structure is not visible as a type outside. *)
structure S = struct datatype t = A end
val x : S.u = S.A
