(* A functor applied inside another functor's body. *)
functor Id (X : sig val x : int end) = struct val x = X.x end
functor Twice (Y : sig val x : int end) = struct structure Z = Id (Y) val y = Z.x * 2 end
structure T = Twice (struct val x = 4 end)
val r = T.y + T.Z.x
