(* A let-bound function is used at two types. *)
val p =
  let
    fun id x = x
  in
    (id 1, id "one")
  end
