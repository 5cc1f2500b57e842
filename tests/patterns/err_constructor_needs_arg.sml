(* A constructor with an argument used without one in a pattern. *)
fun f SOME = 1
  | f NONE = 0
