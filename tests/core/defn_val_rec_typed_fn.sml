(* val rec: the fn may carry type constraints, and `valbind ::= rec valbind` allows rec rec (Definition 2.9, Appendix B). *)
val rec fact = (fn 0 => 1 | n => n * fact (n - 1)) : int -> int
val rec rec id = fn x => x
val rec g = fn x => x : int
