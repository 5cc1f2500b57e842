(* word-redblack-set.sml: WordRedBlackSet, RedBlackSetFn at the key type word. *)

structure WordRedBlackSet =
  RedBlackSetFn (struct
    type ord_key = word
    val compare = Word.compare
  end)
