(* Overloading is resolved using the whole enclosing declaration. *)
val y = let fun sq x = x * x in sq 1.5 end
