(* An empty structure. *)
structure E = struct end
