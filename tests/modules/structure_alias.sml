(* A structure bound to another structure shares its types. *)
structure A = struct datatype t = T val v = T end
structure B = A
val same = A.v = B.v
