(* An anonymous function with several rules. *)
val isZero = fn 0 => true | _ => false
