(* A layered pattern with a type constraint on the variable. *)
fun f (x : int as 0) = x
  | f x = x + 1
fun g ((p as (a, b)) : int * string) = (b, p)
