(* word-redblack-map.sml: WordRedBlackMap, RedBlackMapFn at the key type word. *)

structure WordRedBlackMap =
  RedBlackMapFn (struct
    type ord_key = word
    val compare = Word.compare
  end)
