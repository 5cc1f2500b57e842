(* mono-dynamic-array-sig.sml: MONO_DYNAMIC_ARRAY, dynamic arrays of one
 * element type (DynamicArrayFn); the operations mean what they mean in
 * DYNAMIC_ARRAY (dynamic-array-sig.sml). *)

signature MONO_DYNAMIC_ARRAY =
  sig
    type elem
    type array

    val array : int * elem -> array
    val subArray : array * int * int -> array
    val fromList : elem list * elem -> array
    val tabulate : int * (int -> elem) * elem -> array
    val default : array -> elem
    val sub : array * int -> elem
    val update : array * int * elem -> unit
    val bound : array -> int
    val truncate : array * int -> unit
  end
