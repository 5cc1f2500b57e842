(* A datatype declared in a let may not escape in the type of the let (Definition rule 4). *)
val x = let datatype t = A in [A] end
