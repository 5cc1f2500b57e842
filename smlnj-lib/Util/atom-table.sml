(* atom-table.sml: AtomTable, hash tables keyed by atoms. *)

structure AtomTable =
  HashTableFn (struct
    type hash_key = Atom.atom
    val hashVal = Atom.hash
    val sameKey = Atom.same
  end)
