(* hash-set-sig.sml: HASH_SET, imperative sets of hashed items (HashSetFn). *)

signature HASH_SET =
  sig
    structure Key : HASH_KEY

    type item = Key.hash_key
    type set

    (* mkEmpty n: an empty set with room for about n items *)
    val mkEmpty : int -> set
    val mkSingleton : item -> set
    val mkFromList : item list -> set

    (* adding an item equal to one in the set keeps the one in the set *)
    val add : set * item -> unit
    val addc : set -> item -> unit
    val addList : set * item list -> unit
    (* removes the item if it is there *)
    val without : set * item -> unit
    (* removes the item; false if it was not there *)
    val delete : set * item -> bool

    val member : set * item -> bool
    val isEmpty : set -> bool
    val isSubset : set * set -> bool
    val numItems : set -> int
    (* in no particular order *)
    val listItems : set -> item list

    (* a new set of the images *)
    val map : (item -> item) -> set -> set
    val app : (item -> unit) -> set -> unit
    val fold : (item * 'a -> 'a) -> 'a -> set -> 'a
  end
