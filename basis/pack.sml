(* PackWord8Big/Little (as in Poly/ML), PackWord16Big/Little, PackWord32Big/Little, PackWord64Big/Little
   (PACK_WORD) and PackRealBig/Little = PackReal64Big/Little (PACK_REAL):
   words and reals to and from bytes of Word8Vector/Word8Array.

   Owns: which packing structures exist; the implementations are the
   functors of pack-fn.sml (byte order, bounds checks, sign extension;
   reals as their IEEE 754 binary64 bits through the primitives
   PackReal.toBits/fromBits). *)

signature PACK_WORD =
sig
  val bytesPerElem : int
  val isBigEndian : bool
  val subVec : Word8Vector.vector * int -> LargeWord.word
  val subVecX : Word8Vector.vector * int -> LargeWord.word
  val subArr : Word8Array.array * int -> LargeWord.word
  val subArrX : Word8Array.array * int -> LargeWord.word
  val update : Word8Array.array * int * LargeWord.word -> unit
end

signature PACK_REAL =
sig
  type real
  val bytesPerElem : int
  val isBigEndian : bool
  val toBytes : real -> Word8Vector.vector
  val fromBytes : Word8Vector.vector -> real
  val subVec : Word8Vector.vector * int -> real
  val subArr : Word8Array.array * int -> real
  val update : Word8Array.array * int * real -> unit
end

structure PackWord8Big : PACK_WORD = SkeinPackWord (val bytes = 1 val big = true)
structure PackWord8Little : PACK_WORD = SkeinPackWord (val bytes = 1 val big = false)
structure PackWord16Big : PACK_WORD = SkeinPackWord (val bytes = 2 val big = true)
structure PackWord16Little : PACK_WORD = SkeinPackWord (val bytes = 2 val big = false)
structure PackWord32Big : PACK_WORD = SkeinPackWord (val bytes = 4 val big = true)
structure PackWord32Little : PACK_WORD = SkeinPackWord (val bytes = 4 val big = false)
structure PackWord64Big : PACK_WORD = SkeinPackWord (val bytes = 8 val big = true)
structure PackWord64Little : PACK_WORD = SkeinPackWord (val bytes = 8 val big = false)

structure PackRealBig : PACK_REAL where type real = real = SkeinPackReal (val big = true)
structure PackRealLittle : PACK_REAL where type real = real = SkeinPackReal (val big = false)
structure PackReal64Big = PackRealBig
structure PackReal64Little = PackRealLittle
