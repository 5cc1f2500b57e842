(* mono-array-sort-sig.sml: MONO_ARRAY_SORT, sorting monomorphic arrays in
 * place (ArrayQSortFn). *)

signature MONO_ARRAY_SORT =
  sig
    structure A : MONO_ARRAY
    (* sorts the array into increasing order *)
    val sort : (A.elem * A.elem -> order) -> A.array -> unit
    (* whether the array is in increasing order *)
    val sorted : (A.elem * A.elem -> order) -> A.array -> bool
  end
