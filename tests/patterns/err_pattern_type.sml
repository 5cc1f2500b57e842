(* Rules whose patterns disagree in type. *)
fun f 0 = 0
  | f "a" = 1
