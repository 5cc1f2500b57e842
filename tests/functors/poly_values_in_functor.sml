(* Polymorphic functions in a functor body stay polymorphic. *)
functor Util (X : sig end) = struct fun twice f x = f (f x) end
structure U = Util (struct end)
val a = U.twice (fn x => x + 1) 0
val b = U.twice (fn s => s ^ "!") ""
