(* hash-table-fn.sml: HashTableFn, hash tables at one key type
 * (MONO_HASH_TABLE): HashTable with the key's hashVal and sameKey. *)

functor HashTableFn (Key : HASH_KEY) :> MONO_HASH_TABLE where type Key.hash_key = Key.hash_key =
  struct
    structure Key = Key
    structure H = HashTable

    type 'a hash_table = (Key.hash_key, 'a) H.hash_table

    fun mkTable (sizeHint, notFound) = H.mkTable (Key.hashVal, Key.sameKey) (sizeHint, notFound)
    val clear = H.clear
    val insert = H.insert
    val insertWith = H.insertWith
    val insertWithi = H.insertWithi
    val inDomain = H.inDomain
    val lookup = H.lookup
    val find = H.find
    val remove = H.remove
    val findAndRemove = H.findAndRemove
    val numItems = H.numItems
    val listItems = H.listItems
    val listItemsi = H.listItemsi
    val app = H.app
    val appi = H.appi
    val map = H.map
    val mapi = H.mapi
    val fold = H.fold
    val foldi = H.foldi
    val modify = H.modify
    val modifyi = H.modifyi
    val filter = H.filter
    val filteri = H.filteri
    val copy = H.copy
    val bucketSizes = H.bucketSizes
  end
