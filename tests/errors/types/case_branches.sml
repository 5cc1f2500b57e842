(* case branches of different types: the second branch is blamed. *)
fun f x = case x of 0 => "zero" | _ => 1
