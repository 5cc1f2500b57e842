(* Nested anonymous functions. *)
val f = fn x => fn y => fn z => (z, y, x)
