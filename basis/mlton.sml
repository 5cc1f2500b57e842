(* The part of MLton's MLton structure Skein provides: eq, equal, isMLton,
   Array.unfoldi, Vector.create/unfoldi, the word rotations, Random and
   GC.collect.  The implementations are in mlton-coll.sml. *)

signature MLTON_ARRAY =
sig
  val unfoldi : int * 'b * (int * 'b -> 'a * 'b) -> 'a array * 'b
end

signature MLTON_VECTOR =
sig
  val create : int -> {done : unit -> 'a vector, sub : int -> 'a, update : int * 'a -> unit}
  val unfoldi : int * 'b * (int * 'b -> 'a * 'b) -> 'a vector * 'b
end

signature MLTON_WORD =
sig
  type t
  val bswap : t -> t
  val rol : t * word -> t
  val ror : t * word -> t
end

signature MLTON_RANDOM =
sig
  val alphaNumChar : unit -> char
  val alphaNumString : int -> string
  val rand : unit -> word
  val seed : unit -> word option
  val srand : word -> unit
  val useed : unit -> word option
end

signature MLTON_GC =
sig
  val collect : unit -> unit
end

signature MLTON =
sig
  (* collections and compatibility (mlton-coll.sml) *)
  val equal : 'a * 'a -> bool
  structure Array : MLTON_ARRAY
  structure Vector : MLTON_VECTOR
  structure Word : MLTON_WORD where type t = Word.word
  structure Word8 : MLTON_WORD where type t = Word8.word
  structure Word64 : MLTON_WORD where type t = Word64.word
  structure LargeWord : MLTON_WORD where type t = LargeWord.word
  structure Random : MLTON_RANDOM
  structure GC : MLTON_GC

  val eq : 'a * 'a -> bool
  val isMLton : bool
end

structure MLton : MLTON =
struct
  (* collections and compatibility (mlton-coll.sml); each substructure
     contains the whole Basis structure of its name, so Array, Vector and
     the word structures below still have all their Basis functions. *)
  val equal = SkeinMLtonColl.equal
  structure Array = SkeinMLtonColl.Array
  structure Vector = SkeinMLtonColl.Vector
  structure Word = SkeinMLtonColl.Word
  structure Word8 = SkeinMLtonColl.Word8
  structure Word64 = SkeinMLtonColl.Word64
  structure LargeWord = SkeinMLtonColl.Word64
  structure Random = SkeinMLtonColl.Random
  structure GC = SkeinMLtonColl.GC

  (* Physical (pointer) equality; on unboxed values, equality of bits. *)
  fun eq (a, b) = (_prim "MLton.eq" : 'a * 'a -> bool) (a, b)
  val isMLton = false
end
