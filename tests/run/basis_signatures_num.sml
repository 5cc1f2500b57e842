(* Basis signatures (numbers): Int, Int32, Position, LargeInt, IntInf,
   Word, Word8, Word32, Word64, LargeWord, SysWord, Real, LargeReal, Math,
   IEEEReal and the PackReal/PackWord structures each match, by
   transparent ascription, the signature Poly/ML 5.7.1 prints for its
   structure, specs reordered so that types come before their uses (see
   basis/README.md, "Signature checks"; Poly's FixedInt.int is written
   Int.int, its LargeWord and LargeInt conversions with LargeWord.word and
   LargeInt.int), and their spec signature by name.  Then a few calls
   through the checked structures (results that do not depend on the
   width of int and word). *)

structure Check_Int : sig
  eqtype int
  val * : int * int -> int
  val + : int * int -> int
  val - : int * int -> int
  val < : int * int -> bool
  val <= : int * int -> bool
  val > : int * int -> bool
  val >= : int * int -> bool
  val abs : int -> int
  val compare : int * int -> order
  val div : int * int -> int
  val fmt : StringCvt.radix -> int -> string
  val fromInt : int -> int
  val fromLarge : IntInf.int -> int
  val fromString : string -> int option
  val max : int * int -> int
  val maxInt : int option
  val min : int * int -> int
  val minInt : int option
  val mod : int * int -> int
  val precision : int option
  val quot : int * int -> int
  val rem : int * int -> int
  val sameSign : int * int -> bool
  val scan : StringCvt.radix -> (char, 'a) StringCvt.reader -> (int, 'a) StringCvt.reader
  val sign : int -> int
  val toInt : int -> int
  val toLarge : int -> IntInf.int
  val toString : int -> string
  val ~ : int -> int
end = Int

structure Check_Int32 : sig
  eqtype int
  val * : int * int -> int
  val + : int * int -> int
  val - : int * int -> int
  val < : int * int -> bool
  val <= : int * int -> bool
  val > : int * int -> bool
  val >= : int * int -> bool
  val abs : int -> int
  val compare : int * int -> order
  val div : int * int -> int
  val fmt : StringCvt.radix -> int -> string
  val fromInt : Int.int -> int
  val fromLarge : IntInf.int -> int
  val fromString : string -> int option
  val max : int * int -> int
  val maxInt : int option
  val min : int * int -> int
  val minInt : int option
  val mod : int * int -> int
  val precision : Int.int option
  val quot : int * int -> int
  val rem : int * int -> int
  val sameSign : int * int -> bool
  val scan : StringCvt.radix -> (char, 'a) StringCvt.reader -> (int, 'a) StringCvt.reader
  val sign : int -> Int.int
  val toInt : int -> Int.int
  val toLarge : int -> IntInf.int
  val toString : int -> string
  val ~ : int -> int
end = Int32

structure Check_Position : sig
  eqtype int
  val * : int * int -> int
  val + : int * int -> int
  val - : int * int -> int
  val < : int * int -> bool
  val <= : int * int -> bool
  val > : int * int -> bool
  val >= : int * int -> bool
  val abs : int -> int
  val compare : int * int -> order
  val div : int * int -> int
  val fmt : StringCvt.radix -> int -> string
  val fromInt : Int.int -> int
  val fromLarge : LargeInt.int -> int
  val fromString : string -> int option
  val max : int * int -> int
  val maxInt : int option
  val min : int * int -> int
  val minInt : int option
  val mod : int * int -> int
  val precision : Int.int option
  val quot : int * int -> int
  val rem : int * int -> int
  val sameSign : int * int -> bool
  val scan : StringCvt.radix -> (char, 'a) StringCvt.reader -> (int, 'a) StringCvt.reader
  val sign : int -> Int.int
  val toInt : int -> Int.int
  val toLarge : int -> LargeInt.int
  val toString : int -> string
  val ~ : int -> int
end = Position

structure Check_LargeInt : sig
  eqtype int
  val * : int * int -> int
  val + : int * int -> int
  val - : int * int -> int
  val < : int * int -> bool
  val <= : int * int -> bool
  val > : int * int -> bool
  val >= : int * int -> bool
  val abs : int -> int
  val compare : int * int -> order
  val div : int * int -> int
  val fmt : StringCvt.radix -> int -> string
  val fromInt : Int.int -> int
  val fromLarge : int -> int
  val fromString : string -> int option
  val max : int * int -> int
  val maxInt : int option
  val min : int * int -> int
  val minInt : int option
  val mod : int * int -> int
  val precision : Int.int option
  val quot : int * int -> int
  val rem : int * int -> int
  val sameSign : int * int -> bool
  val scan : StringCvt.radix -> (char, 'a) StringCvt.reader -> (int, 'a) StringCvt.reader
  val sign : int -> Int.int
  val toInt : int -> Int.int
  val toLarge : int -> int
  val toString : int -> string
  val ~ : int -> int
end = LargeInt

structure Check_IntInf : sig
  eqtype int
  val * : int * int -> int
  val + : int * int -> int
  val - : int * int -> int
  val < : int * int -> bool
  val << : int * word -> int
  val <= : int * int -> bool
  val > : int * int -> bool
  val >= : int * int -> bool
  val abs : int -> int
  val andb : int * int -> int
  val compare : int * int -> order
  val div : int * int -> int
  val divMod : int * int -> int * int
  val fmt : StringCvt.radix -> int -> string
  val fromInt : Int.int -> int
  val fromLarge : int -> int
  val fromString : string -> int option
  val log2 : int -> Int.int
  val max : int * int -> int
  val maxInt : int option
  val min : int * int -> int
  val minInt : int option
  val mod : int * int -> int
  val notb : int -> int
  val orb : int * int -> int
  val pow : int * Int.int -> int
  val precision : Int.int option
  val quot : int * int -> int
  val quotRem : int * int -> int * int
  val rem : int * int -> int
  val sameSign : int * int -> bool
  val scan : StringCvt.radix -> (char, 'a) StringCvt.reader -> (int, 'a) StringCvt.reader
  val sign : int -> Int.int
  val toInt : int -> Int.int
  val toLarge : int -> int
  val toString : int -> string
  val xorb : int * int -> int
  val ~ : int -> int
  val ~>> : int * word -> int
end = IntInf

structure Check_Word : sig
  eqtype word
  val * : word * word -> word
  val + : word * word -> word
  val - : word * word -> word
  val < : word * word -> bool
  val << : word * word -> word
  val <= : word * word -> bool
  val > : word * word -> bool
  val >= : word * word -> bool
  val >> : word * word -> word
  val andb : word * word -> word
  val compare : word * word -> order
  val div : word * word -> word
  val fmt : StringCvt.radix -> word -> string
  val fromInt : int -> word
  val fromLarge : LargeWord.word -> word
  val fromLargeInt : LargeInt.int -> word
  val fromLargeWord : LargeWord.word -> word
  val fromString : string -> word option
  val max : word * word -> word
  val min : word * word -> word
  val mod : word * word -> word
  val notb : word -> word
  val orb : word * word -> word
  val scan : StringCvt.radix -> (char, 'a) StringCvt.reader -> (word, 'a) StringCvt.reader
  val toInt : word -> int
  val toIntX : word -> int
  val toLarge : word -> LargeWord.word
  val toLargeInt : word -> LargeInt.int
  val toLargeIntX : word -> LargeInt.int
  val toLargeWord : word -> LargeWord.word
  val toLargeWordX : word -> LargeWord.word
  val toLargeX : word -> LargeWord.word
  val toString : word -> string
  val wordSize : int
  val xorb : word * word -> word
  val ~ : word -> word
  val ~>> : word * word -> word
end = Word

structure Check_Word8 : sig
  eqtype word
  val * : word * word -> word
  val + : word * word -> word
  val - : word * word -> word
  val < : word * word -> bool
  val << : word * Word.word -> word
  val <= : word * word -> bool
  val > : word * word -> bool
  val >= : word * word -> bool
  val >> : word * Word.word -> word
  val andb : word * word -> word
  val compare : word * word -> order
  val div : word * word -> word
  val fmt : StringCvt.radix -> word -> string
  val fromInt : int -> word
  val fromLarge : LargeWord.word -> word
  val fromLargeInt : LargeInt.int -> word
  val fromLargeWord : LargeWord.word -> word
  val fromString : string -> word option
  val max : word * word -> word
  val min : word * word -> word
  val mod : word * word -> word
  val notb : word -> word
  val orb : word * word -> word
  val scan : StringCvt.radix -> (char, 'a) StringCvt.reader -> (word, 'a) StringCvt.reader
  val toInt : word -> int
  val toIntX : word -> int
  val toLarge : word -> LargeWord.word
  val toLargeInt : word -> LargeInt.int
  val toLargeIntX : word -> LargeInt.int
  val toLargeWord : word -> LargeWord.word
  val toLargeWordX : word -> LargeWord.word
  val toLargeX : word -> LargeWord.word
  val toString : word -> string
  val wordSize : int
  val xorb : word * word -> word
  val ~ : word -> word
  val ~>> : word * Word.word -> word
end = Word8

structure Check_Word32 : sig
  eqtype word
  val * : word * word -> word
  val + : word * word -> word
  val - : word * word -> word
  val < : word * word -> bool
  val << : word * Word.word -> word
  val <= : word * word -> bool
  val > : word * word -> bool
  val >= : word * word -> bool
  val >> : word * Word.word -> word
  val andb : word * word -> word
  val compare : word * word -> order
  val div : word * word -> word
  val fmt : StringCvt.radix -> word -> string
  val fromInt : int -> word
  val fromLarge : LargeWord.word -> word
  val fromLargeInt : LargeInt.int -> word
  val fromLargeWord : LargeWord.word -> word
  val fromString : string -> word option
  val max : word * word -> word
  val min : word * word -> word
  val mod : word * word -> word
  val notb : word -> word
  val orb : word * word -> word
  val scan : StringCvt.radix -> (char, 'a) StringCvt.reader -> (word, 'a) StringCvt.reader
  val toInt : word -> int
  val toIntX : word -> int
  val toLarge : word -> LargeWord.word
  val toLargeInt : word -> LargeInt.int
  val toLargeIntX : word -> LargeInt.int
  val toLargeWord : word -> LargeWord.word
  val toLargeWordX : word -> LargeWord.word
  val toLargeX : word -> LargeWord.word
  val toString : word -> string
  val wordSize : int
  val xorb : word * word -> word
  val ~ : word -> word
  val ~>> : word * Word.word -> word
end = Word32

structure Check_Word64 : sig
  eqtype word
  val * : word * word -> word
  val + : word * word -> word
  val - : word * word -> word
  val < : word * word -> bool
  val << : word * Word.word -> word
  val <= : word * word -> bool
  val > : word * word -> bool
  val >= : word * word -> bool
  val >> : word * Word.word -> word
  val andb : word * word -> word
  val compare : word * word -> order
  val div : word * word -> word
  val fmt : StringCvt.radix -> word -> string
  val fromInt : int -> word
  val fromLarge : LargeWord.word -> word
  val fromLargeInt : LargeInt.int -> word
  val fromLargeWord : LargeWord.word -> word
  val fromString : string -> word option
  val max : word * word -> word
  val min : word * word -> word
  val mod : word * word -> word
  val notb : word -> word
  val orb : word * word -> word
  val scan : StringCvt.radix -> (char, 'a) StringCvt.reader -> (word, 'a) StringCvt.reader
  val toInt : word -> int
  val toIntX : word -> int
  val toLarge : word -> LargeWord.word
  val toLargeInt : word -> LargeInt.int
  val toLargeIntX : word -> LargeInt.int
  val toLargeWord : word -> LargeWord.word
  val toLargeWordX : word -> LargeWord.word
  val toLargeX : word -> LargeWord.word
  val toString : word -> string
  val wordSize : int
  val xorb : word * word -> word
  val ~ : word -> word
  val ~>> : word * Word.word -> word
end = Word64

structure Check_LargeWord : sig
  eqtype word
  val * : word * word -> word
  val + : word * word -> word
  val - : word * word -> word
  val < : word * word -> bool
  val << : word * Word.word -> word
  val <= : word * word -> bool
  val > : word * word -> bool
  val >= : word * word -> bool
  val >> : word * Word.word -> word
  val andb : word * word -> word
  val compare : word * word -> order
  val div : word * word -> word
  val fmt : StringCvt.radix -> word -> string
  val fromInt : int -> word
  val fromLarge : LargeWord.word -> word
  val fromLargeInt : LargeInt.int -> word
  val fromLargeWord : LargeWord.word -> word
  val fromString : string -> word option
  val max : word * word -> word
  val min : word * word -> word
  val mod : word * word -> word
  val notb : word -> word
  val orb : word * word -> word
  val scan : StringCvt.radix -> (char, 'a) StringCvt.reader -> (word, 'a) StringCvt.reader
  val toInt : word -> int
  val toIntX : word -> int
  val toLarge : word -> LargeWord.word
  val toLargeInt : word -> LargeInt.int
  val toLargeIntX : word -> LargeInt.int
  val toLargeWord : word -> LargeWord.word
  val toLargeWordX : word -> LargeWord.word
  val toLargeX : word -> LargeWord.word
  val toString : word -> string
  val wordSize : int
  val xorb : word * word -> word
  val ~ : word -> word
  val ~>> : word * Word.word -> word
end = LargeWord

structure Check_SysWord : sig
  eqtype word
  val * : word * word -> word
  val + : word * word -> word
  val - : word * word -> word
  val < : word * word -> bool
  val << : word * Word.word -> word
  val <= : word * word -> bool
  val > : word * word -> bool
  val >= : word * word -> bool
  val >> : word * Word.word -> word
  val andb : word * word -> word
  val compare : word * word -> order
  val div : word * word -> word
  val fmt : StringCvt.radix -> word -> string
  val fromInt : int -> word
  val fromLarge : LargeWord.word -> word
  val fromLargeInt : LargeInt.int -> word
  val fromLargeWord : LargeWord.word -> word
  val fromString : string -> word option
  val max : word * word -> word
  val min : word * word -> word
  val mod : word * word -> word
  val notb : word -> word
  val orb : word * word -> word
  val scan : StringCvt.radix -> (char, 'a) StringCvt.reader -> (word, 'a) StringCvt.reader
  val toInt : word -> int
  val toIntX : word -> int
  val toLarge : word -> LargeWord.word
  val toLargeInt : word -> LargeInt.int
  val toLargeIntX : word -> LargeInt.int
  val toLargeWord : word -> LargeWord.word
  val toLargeWordX : word -> LargeWord.word
  val toLargeX : word -> LargeWord.word
  val toString : word -> string
  val wordSize : int
  val xorb : word * word -> word
  val ~ : word -> word
  val ~>> : word * Word.word -> word
end = SysWord

structure Check_Real : sig
  type real
  structure Math: MATH
  val != : real * real -> bool
  val * : real * real -> real
  val *+ : real * real * real -> real
  val *- : real * real * real -> real
  val + : real * real -> real
  val - : real * real -> real
  val / : real * real -> real
  val < : real * real -> bool
  val <= : real * real -> bool
  val == : real * real -> bool
  val > : real * real -> bool
  val >= : real * real -> bool
  val ?= : real * real -> bool
  val abs : real -> real
  val ceil : real -> int
  val checkFloat : real -> real
  val class : real -> IEEEReal.float_class
  val compare : real * real -> order
  val compareReal : real * real -> IEEEReal.real_order
  val copySign : real * real -> real
  val floor : real -> int
  val fmt : StringCvt.realfmt -> real -> string
  val fromDecimal : IEEEReal.decimal_approx -> real option
  val fromInt : int -> real
  val fromLarge : IEEEReal.rounding_mode -> real -> real
  val fromLargeInt : LargeInt.int -> real
  val fromManExp : {exp: int, man: real} -> real
  val fromString : string -> real option
  val isFinite : real -> bool
  val isNan : real -> bool
  val isNormal : real -> bool
  val max : real * real -> real
  val maxFinite : real
  val min : real * real -> real
  val minNormalPos : real
  val minPos : real
  val negInf : real
  val nextAfter : real * real -> real
  val posInf : real
  val precision : int
  val radix : int
  val realCeil : real -> real
  val realFloor : real -> real
  val realMod : real -> real
  val realRound : real -> real
  val realTrunc : real -> real
  val rem : real * real -> real
  val round : real -> int
  val sameSign : real * real -> bool
  val scan : (char, 'a) StringCvt.reader -> (real, 'a) StringCvt.reader
  val sign : real -> int
  val signBit : real -> bool
  val split : real -> {frac: real, whole: real}
  val toDecimal : real -> IEEEReal.decimal_approx
  val toInt : IEEEReal.rounding_mode -> real -> int
  val toLarge : real -> real
  val toLargeInt : IEEEReal.rounding_mode -> real -> LargeInt.int
  val toManExp : real -> {exp: int, man: real}
  val toString : real -> string
  val trunc : real -> int
  val unordered : real * real -> bool
  val ~ : real -> real
end = Real

structure Check_LargeReal : sig
  type real
  structure Math: MATH
  val != : real * real -> bool
  val * : real * real -> real
  val *+ : real * real * real -> real
  val *- : real * real * real -> real
  val + : real * real -> real
  val - : real * real -> real
  val / : real * real -> real
  val < : real * real -> bool
  val <= : real * real -> bool
  val == : real * real -> bool
  val > : real * real -> bool
  val >= : real * real -> bool
  val ?= : real * real -> bool
  val abs : real -> real
  val ceil : real -> int
  val checkFloat : real -> real
  val class : real -> IEEEReal.float_class
  val compare : real * real -> order
  val compareReal : real * real -> IEEEReal.real_order
  val copySign : real * real -> real
  val floor : real -> int
  val fmt : StringCvt.realfmt -> real -> string
  val fromDecimal : IEEEReal.decimal_approx -> real option
  val fromInt : int -> real
  val fromLarge : IEEEReal.rounding_mode -> real -> real
  val fromLargeInt : LargeInt.int -> real
  val fromManExp : {exp: int, man: real} -> real
  val fromString : string -> real option
  val isFinite : real -> bool
  val isNan : real -> bool
  val isNormal : real -> bool
  val max : real * real -> real
  val maxFinite : real
  val min : real * real -> real
  val minNormalPos : real
  val minPos : real
  val negInf : real
  val nextAfter : real * real -> real
  val posInf : real
  val precision : int
  val radix : int
  val realCeil : real -> real
  val realFloor : real -> real
  val realMod : real -> real
  val realRound : real -> real
  val realTrunc : real -> real
  val rem : real * real -> real
  val round : real -> int
  val sameSign : real * real -> bool
  val scan : (char, 'a) StringCvt.reader -> (real, 'a) StringCvt.reader
  val sign : real -> int
  val signBit : real -> bool
  val split : real -> {frac: real, whole: real}
  val toDecimal : real -> IEEEReal.decimal_approx
  val toInt : IEEEReal.rounding_mode -> real -> int
  val toLarge : real -> real
  val toLargeInt : IEEEReal.rounding_mode -> real -> LargeInt.int
  val toManExp : real -> {exp: int, man: real}
  val toString : real -> string
  val trunc : real -> int
  val unordered : real * real -> bool
  val ~ : real -> real
end = LargeReal

structure Check_Math : sig
  type real
  val acos : real -> real
  val asin : real -> real
  val atan : real -> real
  val atan2 : real * real -> real
  val cos : real -> real
  val cosh : real -> real
  val e : real
  val exp : real -> real
  val ln : real -> real
  val log10 : real -> real
  val pi : real
  val pow : real * real -> real
  val sin : real -> real
  val sinh : real -> real
  val sqrt : real -> real
  val tan : real -> real
  val tanh : real -> real
end = Math

structure Check_IEEEReal : sig
  datatype float_class = INF | NAN | NORMAL | SUBNORMAL | ZERO
  datatype real_order = EQUAL | GREATER | LESS | UNORDERED
  datatype rounding_mode = TO_NEAREST | TO_NEGINF | TO_POSINF | TO_ZERO
  type decimal_approx = {class: float_class, digits: int list, exp: int, sign: bool}
  exception Unordered
  val fromString : string -> decimal_approx option
  val getRoundingMode : unit -> rounding_mode
  val scan : (char, 'a) StringCvt.reader -> (decimal_approx, 'a) StringCvt.reader
  val setRoundingMode : rounding_mode -> unit
  val toString : decimal_approx -> string
end = IEEEReal

structure Check_PackRealBig : sig
  type real
  val bytesPerElem : int
  val fromBytes : Word8Vector.vector -> real
  val isBigEndian : bool
  val subArr : Word8Array.array * int -> real
  val subVec : Word8Vector.vector * int -> real
  val toBytes : real -> Word8Vector.vector
  val update : Word8Array.array * int * real -> unit
end = PackRealBig

structure Check_PackRealLittle : sig
  type real
  val bytesPerElem : int
  val fromBytes : Word8Vector.vector -> real
  val isBigEndian : bool
  val subArr : Word8Array.array * int -> real
  val subVec : Word8Vector.vector * int -> real
  val toBytes : real -> Word8Vector.vector
  val update : Word8Array.array * int * real -> unit
end = PackRealLittle

structure Check_PackWord32Big : sig
  val bytesPerElem : int
  val isBigEndian : bool
  val subArr : Word8Array.array * int -> LargeWord.word
  val subArrX : Word8Array.array * int -> LargeWord.word
  val subVec : Word8Vector.vector * int -> LargeWord.word
  val subVecX : Word8Vector.vector * int -> LargeWord.word
  val update : Word8Array.array * int * LargeWord.word -> unit
end = PackWord32Big

structure Check_PackWord32Little : sig
  val bytesPerElem : int
  val isBigEndian : bool
  val subArr : Word8Array.array * int -> LargeWord.word
  val subArrX : Word8Array.array * int -> LargeWord.word
  val subVec : Word8Vector.vector * int -> LargeWord.word
  val subVecX : Word8Vector.vector * int -> LargeWord.word
  val update : Word8Array.array * int * LargeWord.word -> unit
end = PackWord32Little

structure Check_PackWord16Big : sig
  val bytesPerElem : int
  val isBigEndian : bool
  val subArr : Word8Array.array * int -> LargeWord.word
  val subArrX : Word8Array.array * int -> LargeWord.word
  val subVec : Word8Vector.vector * int -> LargeWord.word
  val subVecX : Word8Vector.vector * int -> LargeWord.word
  val update : Word8Array.array * int * LargeWord.word -> unit
end = PackWord16Big

structure Check_PackWord16Little : sig
  val bytesPerElem : int
  val isBigEndian : bool
  val subArr : Word8Array.array * int -> LargeWord.word
  val subArrX : Word8Array.array * int -> LargeWord.word
  val subVec : Word8Vector.vector * int -> LargeWord.word
  val subVecX : Word8Vector.vector * int -> LargeWord.word
  val update : Word8Array.array * int * LargeWord.word -> unit
end = PackWord16Little

structure Check_PackWord8Big : sig
  val bytesPerElem : int
  val isBigEndian : bool
  val subArr : Word8Array.array * int -> LargeWord.word
  val subArrX : Word8Array.array * int -> LargeWord.word
  val subVec : Word8Vector.vector * int -> LargeWord.word
  val subVecX : Word8Vector.vector * int -> LargeWord.word
  val update : Word8Array.array * int * LargeWord.word -> unit
end = PackWord8Big

structure Check_PackWord8Little : sig
  val bytesPerElem : int
  val isBigEndian : bool
  val subArr : Word8Array.array * int -> LargeWord.word
  val subArrX : Word8Array.array * int -> LargeWord.word
  val subVec : Word8Vector.vector * int -> LargeWord.word
  val subVecX : Word8Vector.vector * int -> LargeWord.word
  val update : Word8Array.array * int * LargeWord.word -> unit
end = PackWord8Little

structure N1 : INTEGER = Int
structure N2 : INTEGER = Int32
structure N3 : INTEGER = Position
structure N4 : INTEGER = LargeInt
structure N5 : INT_INF = IntInf
structure N6 : WORD = Word
structure N7 : WORD = Word8
structure N8 : WORD = Word32
structure N9 : WORD = Word64
structure N10 : WORD = LargeWord
structure N11 : WORD = SysWord
structure N12 : REAL = Real
structure N13 : REAL = LargeReal
structure N14 : MATH = Math
structure N15 : IEEE_REAL = IEEEReal
structure N16 : PACK_REAL = PackRealBig
structure N17 : PACK_REAL = PackRealLittle
structure N18 : PACK_WORD = PackWord32Big
structure N19 : PACK_WORD = PackWord32Little
structure N20 : PACK_WORD = PackWord16Big
structure N21 : PACK_WORD = PackWord16Little
structure N22 : PACK_WORD = PackWord8Big
structure N23 : PACK_WORD = PackWord8Little
structure N24 : MATH = Real.Math
(* sealed: the spec's types stay usable through where type *)
structure O1 :> INTEGER where type int = int = Int
structure O2 :> REAL where type real = real = Real

fun show l = print (String.concatWith " " l ^ "\n")
val _ = show [Check_Int.toString (Check_Int.quot (~7, 2)), Check_Int32.fmt StringCvt.HEX (Check_Int32.fromInt 255),
              Check_Position.toString (Check_Position.fromLarge (Check_LargeInt.fromInt 12)),
              O1.toString (O1.rem (~7, 2))]
val _ = show [Check_IntInf.toString (Check_IntInf.pow (Check_IntInf.fromInt 2, 100)),
              Int.toString (Check_IntInf.log2 (Check_IntInf.fromInt 1025))]
val _ = show [Check_Word8.toString (Check_Word8.~>> (0wx80, 0w2)), Check_Word32.toString (Check_Word32.notb 0w0),
              Check_Word.fmt StringCvt.BIN (Check_Word.fromInt 10), Check_Word64.toString (Check_Word64.<< (0w1, 0w63)),
              Check_LargeWord.toString (Check_Word8.toLargeX 0w1)]
val _ = show [Check_Real.toString (Check_Real.realRound 2.5), Check_Real.fmt (StringCvt.FIX (SOME 3)) Check_Math.pi,
              Check_LargeReal.toString (Check_Real.toLarge 0.25), O2.toString (O2.fromInt 3),
              Real.fmt (StringCvt.FIX (SOME 4)) (N24.sqrt 2.0)]
val _ = show [Check_IEEEReal.toString (Check_Real.toDecimal 1.5),
              case Check_Real.class 0.0 of Check_IEEEReal.ZERO => "ZERO" | _ => "other"]
val bytes = Check_PackRealBig.toBytes 1.0
val _ = show (map Word8.toString (Word8Vector.foldr op :: [] bytes) @ [Real.toString (Check_PackRealBig.fromBytes bytes)])
val arr = Word8Array.array (4, 0w0)
val _ = Check_PackWord32Little.update (arr, 0, 0wx11223344)
val _ = show [LargeWord.toString (Check_PackWord32Big.subArr (arr, 0)), LargeWord.toString (Check_PackWord16Little.subArr (arr, 1)),
              LargeWord.toString (Check_PackWord8Big.subArrX (arr, 2))]
