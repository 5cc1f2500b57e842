(* Redundant and missing rules of matches whose rules are grouped by head constructor: repeated constants and constructors, rules after a wildcard, a complete case on a datatype (no warning) and an incomplete one. *)
datatype t = A | B of int | C of string * int
fun k 1 = "one"
  | k 2 = "two"
  | k 1 = "uno"
  | k _ = "many"
fun s "a" = 1
  | s x = 2
  | s "b" = 3
fun f A = 0
  | f (B 0) = 1
  | f (B n) = n
  | f (C (_, n)) = n
  | f (B 1) = 2
fun g A = 0
  | g (C _) = 1
val h = fn B _ => 0 | A => 1
