(* int-list-set.sml: IntListSet, ListSetFn at the key type int. *)

structure IntListSet =
  ListSetFn (struct
    type ord_key = int
    val compare = Int.compare
  end)
