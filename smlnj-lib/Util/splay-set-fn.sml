(* splay-set-fn.sml: SplaySetFn, ordered sets (ORD_SET) over an ORD_KEY.  Skein
 * implements every ordered set functor with the same balanced trees
 * (SkeinOrdSetFn, ord-set-impl.sml): the results are those of SML/NJ's
 * SplaySetFn, only the costs may differ. *)

functor SplaySetFn (K : ORD_KEY) :> ORD_SET where type Key.ord_key = K.ord_key =
  SkeinOrdSetFn (K)
