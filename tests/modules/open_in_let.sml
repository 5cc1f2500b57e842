(* open inside let. *)
structure M = struct val k = 10 fun scale x = k * x end
val a = let open M in scale k end
