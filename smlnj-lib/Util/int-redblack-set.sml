(* int-redblack-set.sml: IntRedBlackSet, RedBlackSetFn at the key type int. *)

structure IntRedBlackSet =
  RedBlackSetFn (struct
    type ord_key = int
    val compare = Int.compare
  end)
