(* A locally declared exception can escape as a value of type exn. *)
val e = let exception Secret in Secret end
