(* int-binary-map.sml: IntBinaryMap, BinaryMapFn at the key type int. *)

structure IntBinaryMap =
  BinaryMapFn (struct
    type ord_key = int
    val compare = Int.compare
  end)
