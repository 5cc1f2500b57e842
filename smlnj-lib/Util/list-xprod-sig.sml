(* list-xprod-sig.sml: LIST_XPROD, iteration over the cross product of two
 * lists (SML/NJ library).  Every function visits the pairs (x, y) with x
 * from the first list in order and, for each x, y from the second in
 * order.  app/map/fold are the current names; appX/mapX/foldX are the
 * older ones (SML/NJ 110.79), kept as synonyms. *)

signature LIST_XPROD =
  sig
    val app : ('a * 'b -> unit) -> 'a list * 'b list -> unit
    val map : ('a * 'b -> 'c) -> 'a list * 'b list -> 'c list
    val fold : ('a * 'b * 'c -> 'c) -> 'a list * 'b list -> 'c -> 'c
    val appX : ('a * 'b -> unit) -> 'a list * 'b list -> unit
    val mapX : ('a * 'b -> 'c) -> 'a list * 'b list -> 'c list
    val foldX : ('a * 'b * 'c -> 'c) -> 'a list * 'b list -> 'c -> 'c
  end
