(* A functor with a transparent result signature listing only values. *)
functor F (X : sig val n : int end) : sig val double : int end =
struct
  val double = 2 * X.n
  val hidden = 0
end
structure R = F (struct val n = 21 end)
