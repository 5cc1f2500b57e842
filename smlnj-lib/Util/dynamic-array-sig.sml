(* dynamic-array-sig.sml: DYNAMIC_ARRAY, polymorphic arrays that grow
 * without bound (DynamicArray).
 *
 * A dynamic array has a default value: every index holds it until it is
 * updated, so `sub` at an index past the array's storage returns it.  The
 * bound is the largest index ever updated (~1 when none), lowered only by
 * `truncate`; the iterators see the indices 0..bound. *)

signature DYNAMIC_ARRAY =
  sig
    type 'a array

    (* array (sz, dflt): an empty array (bound ~1) with room for sz
     * elements; Size if sz < 0 *)
    val array : int * 'a -> 'a array
    (* subArray (arr, lo, hi): a new array, with arr's default, holding
     * arr's elements lo..hi at 0..hi-lo; Subscript if lo < 0, Size if
     * hi < lo *)
    val subArray : 'a array * int * int -> 'a array
    (* fromList (l, dflt): the elements of l at 0..length l - 1 *)
    val fromList : 'a list * 'a -> 'a array
    (* tabulate (sz, f, dflt): f i at i for 0 <= i < sz; Size if sz < 0 *)
    val tabulate : int * (int -> 'a) * 'a -> 'a array
    val default : 'a array -> 'a
    (* Subscript if the index is negative *)
    val sub : 'a array * int -> 'a
    (* grows the array as needed; Subscript if the index is negative *)
    val update : 'a array * int * 'a -> unit
    (* the largest index that was updated (or set at creation), ~1 if none *)
    val bound : 'a array -> int
    (* truncate (arr, sz): every index >= sz holds the default again and
     * the bound becomes at most sz - 1 (a negative sz counts as 0) *)
    val truncate : 'a array * int -> unit

    (* these see the elements 0..bound *)
    val vector : 'a array -> 'a vector
    val appi : (int * 'a -> unit) -> 'a array -> unit
    val app : ('a -> unit) -> 'a array -> unit
    val modifyi : (int * 'a -> 'a) -> 'a array -> unit
    val modify : ('a -> 'a) -> 'a array -> unit
    val foldli : (int * 'a * 'b -> 'b) -> 'b -> 'a array -> 'b
    val foldri : (int * 'a * 'b -> 'b) -> 'b -> 'a array -> 'b
    val foldl : ('a * 'b -> 'b) -> 'b -> 'a array -> 'b
    val foldr : ('a * 'b -> 'b) -> 'b -> 'a array -> 'b
    val findi : (int * 'a -> bool) -> 'a array -> (int * 'a) option
    val find : ('a -> bool) -> 'a array -> 'a option
    val exists : ('a -> bool) -> 'a array -> bool
    val all : ('a -> bool) -> 'a array -> bool
    val collate : ('a * 'a -> order) -> 'a array * 'a array -> order
  end
