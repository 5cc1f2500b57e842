(* Nested let-polymorphism. *)
fun f x =
  let
    fun g y = (x, y)
  in
    (g 1, g "a")
  end
