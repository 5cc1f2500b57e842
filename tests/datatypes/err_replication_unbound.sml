(* Datatype replication of an unbound type. *)
datatype u = datatype nothere
