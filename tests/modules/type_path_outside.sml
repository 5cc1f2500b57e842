(* Outside its structure, a type prints with its path. *)
structure Q = struct datatype queue = Q of int list val empty = Q [] end
val e = Q.empty
fun isEmpty (Q.Q []) = true
  | isEmpty _ = false
