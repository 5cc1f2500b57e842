(* val rec may bind a wildcard or layered names: the pattern is any pattern, only the right side must be fn match (Definition 2.9). *)
val rec _ = fn x => x
val rec f as g : int -> int = fn 0 => 0 | n => g (n - 1)
