(* val rec may rebind a constructor as a variable: the Definition (comment to rule 26) gives datatype t = f; val rec f = fn x => x as legal. *)
datatype t = f
val rec f = fn x => x
val y = f 3
