(* A functor parameter signature with `where type`. *)
signature S = sig type t val show : t -> string end
functor Show (X : S where type t = int) = struct fun f n = X.show (n + 1) end
structure Sh = Show (struct type t = int fun show n = "n" end)
val s = Sh.f 1
