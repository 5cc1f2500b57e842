(* Parameterised type abbreviations. *)
type ('a, 'b) pair = 'a * 'b
type 'a endo = 'a -> 'a
val f : int endo = fn x => x
val p : (string, bool) pair = ("a", true)
