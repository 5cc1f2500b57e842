(* `true` cannot be rebound as an exception. *)
exception true
