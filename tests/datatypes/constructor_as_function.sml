(* Constructors with arguments are functions. *)
datatype t = Wrap of int
val ws = map Wrap [1, 2]
val f = SOME
val g = Wrap o (fn x => x + 1)
