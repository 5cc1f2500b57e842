(* An association-list lookup needs equality on keys only. *)
fun lookup (k, []) = NONE
  | lookup (k, (k', v) :: rest) = if k = k' then SOME v else lookup (k, rest)
