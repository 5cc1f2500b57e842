(* `true` cannot be rebound as a constructor. *)
datatype b = true | false
