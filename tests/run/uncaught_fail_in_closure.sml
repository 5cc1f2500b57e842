(* An uncaught Fail raised from a closure called by List.app, after partial output, exits with status 1. *)
val _ = List.app (fn n => if n = 3 then raise Fail ("stopped at " ^ Int.toString n) else print (Int.toString n ^ "\n")) [1, 2, 3, 4]
