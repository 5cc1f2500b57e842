(* List patterns with brackets. *)
fun f [] = 0
  | f [x] = x
  | f [x, y] = x + y
  | f (x :: y :: _) = x * y
