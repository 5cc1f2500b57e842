(* Without a top-level `;`, consecutive declarations are one top-level declaration: a later use determines an overloaded type (sq : real -> real) *)
fun sq x = x * x
val y = sq 1.5
