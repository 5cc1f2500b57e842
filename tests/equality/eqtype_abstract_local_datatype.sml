(* An abstype's type does not admit equality outside, but inside it does. *)
abstype t = T of int
with
  fun mk n = T n
  fun same (a : t, b) = a = b
end
