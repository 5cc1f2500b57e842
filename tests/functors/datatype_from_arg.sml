(* A datatype taken from the functor argument keeps its identity. *)
structure Col = struct datatype c = Red | Blue end
functor Name (X : sig datatype c = Red | Blue end) = struct fun name X.Red = "red" | name X.Blue = "blue" end
structure N = Name (Col)
val n = N.name Col.Red
