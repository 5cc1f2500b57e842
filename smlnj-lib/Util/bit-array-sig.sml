(* bit-array-sig.sml: BIT_ARRAY, mutable arrays of booleans stored one bit
 * each (BitArray).  Bit 0 is the least significant: `toString` writes the
 * bits as hexadecimal digits, the highest first, and `fromString` reads
 * them back (four bits a digit). *)

signature BIT_ARRAY =
  sig
    (* equality is identity, as for Basis arrays *)
    eqtype array
    type elem = bool
    type vector

    val maxLen : int

    (* Subscript if the length is negative *)
    val array : int * elem -> array
    val fromList : elem list -> array
    val tabulate : int * (int -> elem) -> array
    val length : array -> int
    val sub : array * int -> elem
    val update : array * int * elem -> unit
    val vector : array -> vector
    (* Subscript unless the whole of src fits in dst from di *)
    val copy : {di : int, dst : array, src : array} -> unit
    val copyVec : {di : int, dst : array, src : vector} -> unit
    val appi : (int * elem -> unit) -> array -> unit
    val app : (elem -> unit) -> array -> unit
    val modifyi : (int * elem -> elem) -> array -> unit
    val modify : (elem -> elem) -> array -> unit
    val foldli : (int * elem * 'a -> 'a) -> 'a -> array -> 'a
    val foldri : (int * elem * 'a -> 'a) -> 'a -> array -> 'a
    val foldl : (elem * 'a -> 'a) -> 'a -> array -> 'a
    val foldr : (elem * 'a -> 'a) -> 'a -> array -> 'a
    val findi : (int * elem -> bool) -> array -> (int * elem) option
    val find : (elem -> bool) -> array -> elem option
    val exists : (elem -> bool) -> array -> bool
    val all : (elem -> bool) -> array -> bool
    val collate : (elem * elem -> order) -> array * array -> order
    val toList : array -> elem list
    val fromVector : vector -> array
    val toVector : array -> vector

    (* hexadecimal digits, the highest bits first; Fail on another
     * character *)
    val fromString : string -> array
    (* bits (len, l): length len with the bits l set; Subscript if one is
     * out of range *)
    val bits : int * int list -> array
    (* the indices of the set bits, in increasing order *)
    val getBits : array -> int list
    val toString : array -> string
    val isZero : array -> bool
    (* extend0 (a, n), extend1 (a, n): a copy of a lengthened to n bits
     * with 0s or 1s (just a copy if n <= length a) *)
    val extend0 : array * int -> array
    val extend1 : array * int -> array
    (* the same bits set, whatever the lengths *)
    val eqBits : array * array -> bool
    (* the same length and the same bits set *)
    val equal : array * array -> bool
    (* andb (a, b, len): a new array of length len; a bit past the end of
     * an operand counts as 0; Subscript if len < 0 *)
    val andb : array * array * int -> array
    val orb : array * array * int -> array
    val xorb : array * array * int -> array
    val notb : array -> array
    (* lshift (a, n): n 0s, then a (length + n); rshift (a, n): a without
     * its first n bits; Fail if n < 0 *)
    val lshift : array * int -> array
    val rshift : array * int -> array
    val setBit : array * int -> unit
    val clrBit : array * int -> unit
    (* union a b, intersection a b: a becomes a or b, a and b (a bit past
     * the end of b counts as 0) *)
    val union : array -> array -> unit
    val intersection : array -> array -> unit
    val complement : array -> unit
  end
