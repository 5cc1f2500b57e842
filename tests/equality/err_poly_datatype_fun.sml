(* A polymorphic datatype at a function type does not admit equality. *)
datatype 'a box = Box of 'a
val b = Box (fn (x : int) => x) = Box (fn x => x)
