(* option values and NONE. *)
val a = SOME 1
val b = NONE
val c = [SOME "x", NONE]
fun default (SOME x) _ = x
  | default NONE d = d
