(* int-redblack-map.sml: IntRedBlackMap, RedBlackMapFn at the key type int. *)

structure IntRedBlackMap =
  RedBlackMapFn (struct
    type ord_key = int
    val compare = Int.compare
  end)
