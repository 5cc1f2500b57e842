(* A type abbreviation may be shadowed; values keep their type. *)
type t = int
val x : t = 1
type t = string
val y : t = "s"
