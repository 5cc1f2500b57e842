(* hash-key-sig.sml: HASH_KEY, the argument of HashTableFn: a key type with
 * a hash function and an equality that agrees with it (equal keys hash
 * alike). *)

signature HASH_KEY =
  sig
    type hash_key
    val hashVal : hash_key -> word
    val sameKey : hash_key * hash_key -> bool
  end
