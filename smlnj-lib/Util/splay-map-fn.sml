(* splay-map-fn.sml: SplayMapFn, ordered maps (ORD_MAP) over an ORD_KEY.  Skein
 * implements every ordered map functor with the same balanced trees
 * (SkeinOrdMapFn, ord-map-impl.sml): the results are those of SML/NJ's
 * SplayMapFn, only the costs may differ (no splaying: lookups do not
 * reorganise the tree). *)

functor SplayMapFn (K : ORD_KEY) :> ORD_MAP where type Key.ord_key = K.ord_key =
  SkeinOrdMapFn (K)
