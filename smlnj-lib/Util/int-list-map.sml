(* int-list-map.sml: IntListMap, ListMapFn at the key type int. *)

structure IntListMap =
  ListMapFn (struct
    type ord_key = int
    val compare = Int.compare
  end)
