(* abstype hides the constructors; its type prints as abstract. *)
abstype stack = S of int list
with
  val empty = S []
  fun push (x, S l) = S (x :: l)
  fun top (S (x :: _)) = SOME x
    | top (S []) = NONE
end
val s = push (1, empty)
