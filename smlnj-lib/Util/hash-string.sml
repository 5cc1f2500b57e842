(* hash-string.sml: HashString, a hash function on strings for hash tables
 * (FNV-1a, 64-bit).  The values differ from SML/NJ's: programs must not
 * depend on them, only on equal strings hashing alike. *)

structure HashString :
  sig
    val hashString : string -> word
    val hashSubstring : substring -> word
  end =
  struct
    val offsetBasis : word = 0wxcbf29ce484222325
    val prime : word = 0wx100000001b3

    fun step (c, h) = Word.* (Word.xorb (h, Word.fromInt (Char.ord c)), prime)

    fun hashSubstring ss = Substring.foldl step offsetBasis ss
    fun hashString s = CharVector.foldl step offsetBasis s
  end
