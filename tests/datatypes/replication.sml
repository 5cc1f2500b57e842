(* Datatype replication brings the constructors into scope; the type keeps its identity. *)
structure S = struct datatype color = Red | Green end
datatype colour = datatype S.color
val c = Red
val same = c = S.Green
