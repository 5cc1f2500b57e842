(* An infix identifier used as a prefix function needs `op`. *)
val f = +
