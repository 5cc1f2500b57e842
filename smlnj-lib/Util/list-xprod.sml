(* list-xprod.sml: ListXProd (LIST_XPROD), iteration over the cross product
 * of two lists, first list outermost. *)

structure ListXProd :> LIST_XPROD =
  struct
    fun fold f (l1, l2) init =
      List.foldl (fn (x, acc) => List.foldl (fn (y, acc) => f (x, y, acc)) acc l2) init l1
    fun app f (l1, l2) = List.app (fn x => List.app (fn y => f (x, y)) l2) l1
    fun map f (l1, l2) = List.rev (fold (fn (x, y, acc) => f (x, y) :: acc) (l1, l2) [])
    val appX = app
    val mapX = map
    val foldX = fold
  end
