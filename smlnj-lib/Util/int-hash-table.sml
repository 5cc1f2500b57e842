(* int-hash-table.sml: IntHashTable, hash tables keyed by ints. *)

structure IntHashTable =
  HashTableFn (struct
    type hash_key = int
    fun hashVal i = Word.fromInt i
    fun sameKey (a : int, b) = a = b
  end)
