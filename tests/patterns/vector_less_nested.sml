(* Deeply nested patterns mixing records, tuples and lists. *)
fun f ({a = (x, [y]), b = SOME {c}} : {a : int * int list, b : {c : int} option}) = x + y + c
  | f _ = 0
