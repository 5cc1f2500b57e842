(* A functor body that defines substructures. *)
functor Pair (X : sig type t val v : t end) =
struct
  structure First = struct val v = X.v end
  structure Second = struct val v = (X.v, X.v) end
end
structure P = Pair (struct type t = string val v = "s" end)
val s = P.First.v ^ #1 P.Second.v
