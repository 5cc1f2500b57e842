(* A flexible record pattern on a tuple, resolved by the argument. *)
val x = (fn {1 = a, ...} => a) (1, 2, 3)
