(* array-sort-sig.sml: ARRAY_SORT, sorting arrays in place (ArrayQSort). *)

signature ARRAY_SORT =
  sig
    type 'a array
    (* sorts the array into increasing order *)
    val sort : ('a * 'a -> order) -> 'a array -> unit
    (* whether the array is in increasing order *)
    val sorted : ('a * 'a -> order) -> 'a array -> bool
  end
