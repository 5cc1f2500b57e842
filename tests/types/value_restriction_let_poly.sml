(* Inside let, a non-expansive binding is generalised and used at two types. *)
val pair =
  let
    val id = fn x => x
  in
    (id 1, id true)
  end
