(* Two declarations of the same exception are different exceptions. *)
exception E
val e1 = E
exception E
val caught = (raise e1) handle E => "second" | _ => "first"
