(* A constructor's argument type must be bound. *)
datatype t = A of undefined
