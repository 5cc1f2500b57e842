(* A new datatype shadows the constructors of an old one. *)
datatype a = X
datatype b = X | Y
val v = X
