(* list-sort-sig.sml: LIST_SORT, sorting lists (ListMergeSort). *)

signature LIST_SORT =
  sig
    (* sort gt l: l in increasing order, where gt (x, y) means x > y;
     * stable: equal elements keep their order *)
    val sort : ('a * 'a -> bool) -> 'a list -> 'a list
    (* sorts in increasing order and keeps one of each run of EQUAL
     * elements *)
    val uniqueSort : ('a * 'a -> order) -> 'a list -> 'a list
    (* whether the list is in increasing order under gt *)
    val sorted : ('a * 'a -> bool) -> 'a list -> bool
  end
