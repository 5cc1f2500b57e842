(* case with several rules. *)
fun describe n =
  case n of
    0 => "zero"
  | 1 => "one"
  | _ => "many"
