(* A constructor of an opaquely matched datatype, opened, still carries the abstract type in patterns. *)
signature S = sig type t datatype u = U of t | W val w : u end
structure M :> S = struct type t = int datatype u = U of int | W val w = U 1 end
open M
val n = case w of U k => k + 1 | W => 0
