(* mono-hash-table-sig.sml: MONO_HASH_TABLE, imperative hash tables with a
 * fixed key type (HashTableFn).  Each table carries the exception its
 * lookup and remove raise for an absent key.  The order in which listItems,
 * app, fold... visit the entries is unspecified. *)

signature MONO_HASH_TABLE =
  sig
    structure Key : HASH_KEY

    type 'a hash_table

    (* a table of about the given size, raising the exception *)
    val mkTable : int * exn -> 'a hash_table
    val clear : 'a hash_table -> unit

    (* add or replace an entry *)
    val insert : 'a hash_table -> Key.hash_key * 'a -> unit
    (* add, or combine with the old value: f (old, new) *)
    val insertWith : ('a * 'a -> 'a) -> 'a hash_table -> Key.hash_key * 'a -> unit
    val insertWithi : (Key.hash_key * 'a * 'a -> 'a) -> 'a hash_table -> Key.hash_key * 'a -> unit

    val inDomain : 'a hash_table -> Key.hash_key -> bool
    (* raises the table's exception if absent *)
    val lookup : 'a hash_table -> Key.hash_key -> 'a
    val find : 'a hash_table -> Key.hash_key -> 'a option
    (* removes the entry and returns its value; raises the table's
     * exception if absent *)
    val remove : 'a hash_table -> Key.hash_key -> 'a
    val findAndRemove : 'a hash_table -> Key.hash_key -> 'a option

    val numItems : 'a hash_table -> int
    val listItems : 'a hash_table -> 'a list
    val listItemsi : 'a hash_table -> (Key.hash_key * 'a) list

    val app : ('a -> unit) -> 'a hash_table -> unit
    val appi : (Key.hash_key * 'a -> unit) -> 'a hash_table -> unit
    (* new tables *)
    val map : ('a -> 'b) -> 'a hash_table -> 'b hash_table
    val mapi : (Key.hash_key * 'a -> 'b) -> 'a hash_table -> 'b hash_table
    val fold : ('a * 'b -> 'b) -> 'b -> 'a hash_table -> 'b
    val foldi : (Key.hash_key * 'a * 'b -> 'b) -> 'b -> 'a hash_table -> 'b
    (* in place *)
    val modify : ('a -> 'a) -> 'a hash_table -> unit
    val modifyi : (Key.hash_key * 'a -> 'a) -> 'a hash_table -> unit
    (* keeps the entries that satisfy the predicate, in place *)
    val filter : ('a -> bool) -> 'a hash_table -> unit
    val filteri : (Key.hash_key * 'a -> bool) -> 'a hash_table -> unit

    val copy : 'a hash_table -> 'a hash_table
    (* the number of entries in each bucket *)
    val bucketSizes : 'a hash_table -> int list
  end
