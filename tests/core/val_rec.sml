(* `val rec` with an anonymous function. *)
val rec fact = fn n => if n = 0 then 1 else n * fact (n - 1)
