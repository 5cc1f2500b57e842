(* atom-set.sml: AtomSet, ordered sets of atoms. *)

structure AtomSet =
  RedBlackSetFn (struct
    type ord_key = Atom.atom
    val compare = Atom.compare
  end)
