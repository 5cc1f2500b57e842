(* let expressions with local declarations. *)
val x =
  let
    val a = 1
    fun double y = 2 * y
  in
    double a + a
  end
