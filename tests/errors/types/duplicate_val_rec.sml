(* A name bound twice in one `val rec`. *)
val rec f = fn x => x and f = fn y => y
