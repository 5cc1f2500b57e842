(* word-hash-table.sml: WordHashTable, hash tables keyed by words. *)

structure WordHashTable =
  HashTableFn (struct
    type hash_key = word
    fun hashVal w = w
    fun sameKey (a : word, b) = a = b
  end)
