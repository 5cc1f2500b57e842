(* case without `of`. *)
val x = case 1 1 => 2
