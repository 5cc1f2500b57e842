(* atom-map.sml: AtomMap, ordered maps keyed by atoms. *)

structure AtomMap =
  RedBlackMapFn (struct
    type ord_key = Atom.atom
    val compare = Atom.compare
  end)
