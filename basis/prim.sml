(* SkeinPrim: every runtime primitive the basis library uses, in one place.
   basis.mlb hides this structure from user code.  Primitives named
   "unsafe..." do no checking: the SML wrappers check bounds and ranges
   first and raise the Basis Library's exceptions themselves. *)
structure SkeinPrim =
struct
  type word8 = SkeinPrim.word8
  type word64 = SkeinPrim.word64
  type intinf = SkeinPrim.intinf
  type int8 = SkeinPrim.int8
  type int16 = SkeinPrim.int16
  type int32 = SkeinPrim.int32
  type word16 = SkeinPrim.word16
  type word32 = SkeinPrim.word32

  val print = _prim "print" : string -> unit
  val exnName = _prim "General.exnName" : exn -> string

  val stringSize = _prim "String.size" : string -> int
  val stringUnsafeSub = _prim "String.unsafeSub" : string * int -> char
  val stringAppend = _prim "String.^" : string * string -> string
  val stringConcat = _prim "String.concat" : string list -> string
  val stringImplode = _prim "String.implode" : char list -> string
  val stringUnsafeSubstring = _prim "String.unsafeSubstring" : string * int * int -> string

  (* (n, radix 2, 8, 10 or 16): Int.fmt (crates/codegen/src/prims_basis.rs) *)
  val intFmt = _prim "Int.fmtRadix" : int * int -> string

  val charOrd = _prim "Char.ord" : char -> int
  val charUnsafeChr = _prim "Char.unsafeChr" : int -> char

  val realFromInt = _prim "Real.fromInt" : int -> real
  val realUnsafeFloor = _prim "Real.unsafeFloor" : real -> int
  val realUnsafeCeil = _prim "Real.unsafeCeil" : real -> int
  val realUnsafeTrunc = _prim "Real.unsafeTrunc" : real -> int
  val realUnsafeRound = _prim "Real.unsafeRound" : real -> int
  val realToString = _prim "Real.toString" : real -> string

  fun vectorFromList l = (_prim "Vector.fromList" : 'a list -> 'a vector) l
  fun vectorLength v = (_prim "Vector.length" : 'a vector -> int) v
  fun vectorUnsafeSub (v, i) = (_prim "Vector.unsafeSub" : 'a vector * int -> 'a) (v, i)

  fun vectorUnsafeFromArray a = (_prim "Vector.unsafeFromArray" : 'a array -> 'a vector) a

  fun arrayAlloc n = (_prim "Array.alloc" : int -> 'a array) n
  fun arrayLength a = (_prim "Array.length" : 'a array -> int) a
  fun arrayUnsafeSub (a, i) = (_prim "Array.unsafeSub" : 'a array * int -> 'a) (a, i)
  fun arrayUnsafeUpdate (a, i, x) = (_prim "Array.unsafeUpdate" : 'a array * int * 'a -> unit) (a, i, x)

  val mathSqrt = _prim "Math.sqrt" : real -> real
  val mathSin = _prim "Math.sin" : real -> real
  val mathCos = _prim "Math.cos" : real -> real
  val mathTan = _prim "Math.tan" : real -> real
  val mathAsin = _prim "Math.asin" : real -> real
  val mathAcos = _prim "Math.acos" : real -> real
  val mathAtan = _prim "Math.atan" : real -> real
  val mathAtan2 = _prim "Math.atan2" : real * real -> real
  val mathExp = _prim "Math.exp" : real -> real
  val mathPow = _prim "Math.pow" : real * real -> real
  val mathLn = _prim "Math.ln" : real -> real
  val mathLog10 = _prim "Math.log10" : real -> real
  val mathSinh = _prim "Math.sinh" : real -> real
  val mathCosh = _prim "Math.cosh" : real -> real
  val mathTanh = _prim "Math.tanh" : real -> real

  val word64FromInt = _prim "Word64.fromInt" : int -> SkeinPrim.word64
  val word64UnsafeToInt = _prim "Word64.unsafeToInt" : SkeinPrim.word64 -> int
  val word64Andb = _prim "Word64.andb" : SkeinPrim.word64 * SkeinPrim.word64 -> SkeinPrim.word64
  val word64Orb = _prim "Word64.orb" : SkeinPrim.word64 * SkeinPrim.word64 -> SkeinPrim.word64
  val word64Xorb = _prim "Word64.xorb" : SkeinPrim.word64 * SkeinPrim.word64 -> SkeinPrim.word64
  val word64Notb = _prim "Word64.notb" : SkeinPrim.word64 -> SkeinPrim.word64
  val word64UnsafeLsh = _prim "Word64.unsafeLsh" : SkeinPrim.word64 * word -> SkeinPrim.word64
  val word64UnsafeRsh = _prim "Word64.unsafeRsh" : SkeinPrim.word64 * word -> SkeinPrim.word64
  val word64UnsafeArsh = _prim "Word64.unsafeArsh" : SkeinPrim.word64 * word -> SkeinPrim.word64

  val wordFromInt = _prim "Word.fromInt" : int -> word
  val wordUnsafeToInt = _prim "Word.unsafeToInt" : word -> int
  val wordAndb = _prim "Word.andb" : word * word -> word
  val wordOrb = _prim "Word.orb" : word * word -> word
  val wordXorb = _prim "Word.xorb" : word * word -> word
  val wordNotb = _prim "Word.notb" : word -> word
  val wordUnsafeLsh = _prim "Word.unsafeLsh" : word * word -> word
  val wordUnsafeRsh = _prim "Word.unsafeRsh" : word * word -> word
  val wordUnsafeArsh = _prim "Word.unsafeArsh" : word * word -> word

  val word8FromInt = _prim "Word8.fromInt" : int -> SkeinPrim.word8
  val word8UnsafeToInt = _prim "Word8.unsafeToInt" : SkeinPrim.word8 -> int
  val word8Andb = _prim "Word8.andb" : SkeinPrim.word8 * SkeinPrim.word8 -> SkeinPrim.word8
  val word8Orb = _prim "Word8.orb" : SkeinPrim.word8 * SkeinPrim.word8 -> SkeinPrim.word8
  val word8Xorb = _prim "Word8.xorb" : SkeinPrim.word8 * SkeinPrim.word8 -> SkeinPrim.word8
  val word8Notb = _prim "Word8.notb" : SkeinPrim.word8 -> SkeinPrim.word8
  val word8UnsafeLsh = _prim "Word8.unsafeLsh" : SkeinPrim.word8 * word -> SkeinPrim.word8
  val word8UnsafeRsh = _prim "Word8.unsafeRsh" : SkeinPrim.word8 * word -> SkeinPrim.word8
  val word8UnsafeArsh = _prim "Word8.unsafeArsh" : SkeinPrim.word8 * word -> SkeinPrim.word8

  (* ---- numeric primitives (basis/README.md, "Numeric primitives") ---- *)
  val intInfFromInt = _prim "IntInf.fromInt" : int -> intinf
  val intInfToInt = _prim "IntInf.toInt" : intinf -> int
  val intInfFromWord64 = _prim "IntInf.fromWord64" : word64 -> intinf
  val intInfToWord64 = _prim "IntInf.toWord64" : intinf -> word64
  val intInfQuot = _prim "IntInf.quot" : intinf * intinf -> intinf
  val intInfRem = _prim "IntInf.rem" : intinf * intinf -> intinf
  val intInfCompare = _prim "IntInf.compare" : intinf * intinf -> int
  val intInfAndb = _prim "IntInf.andb" : intinf * intinf -> intinf
  val intInfOrb = _prim "IntInf.orb" : intinf * intinf -> intinf
  val intInfXorb = _prim "IntInf.xorb" : intinf * intinf -> intinf
  val intInfNotb = _prim "IntInf.notb" : intinf -> intinf
  val intInfUnsafeLsh = _prim "IntInf.unsafeLsh" : intinf * word -> intinf
  val intInfUnsafeArsh = _prim "IntInf.unsafeArsh" : intinf * word -> intinf
  val intInfUnsafePow = _prim "IntInf.unsafePow" : intinf * int -> intinf
  val intInfUnsafeLog2 = _prim "IntInf.unsafeLog2" : intinf -> int
  val intInfFmt = _prim "IntInf.fmt" : intinf * int -> string
  val intInfUnsafeFromDigits = _prim "IntInf.unsafeFromDigits" : string * int * int -> intinf
  val intInfToReal = _prim "IntInf.toReal" : intinf -> real
  val intInfUnsafeFromReal = _prim "IntInf.unsafeFromReal" : real -> intinf

  val int8FromInt = _prim "Int8.fromInt" : int -> int8
  val int8ToInt = _prim "Int8.toInt" : int8 -> int
  val int16FromInt = _prim "Int16.fromInt" : int -> int16
  val int16ToInt = _prim "Int16.toInt" : int16 -> int
  val int32FromInt = _prim "Int32.fromInt" : int -> int32
  val int32ToInt = _prim "Int32.toInt" : int32 -> int

  val wordToLarge = _prim "Word.toLarge" : word -> word64
  val wordToLargeX = _prim "Word.toLargeX" : word -> word64
  val wordFromLarge = _prim "Word.fromLarge" : word64 -> word
  val wordToLargeInt = _prim "Word.toLargeInt" : word -> intinf
  val wordToLargeIntX = _prim "Word.toLargeIntX" : word -> intinf
  val wordFromLargeInt = _prim "Word.fromLargeInt" : intinf -> word
  val word8ToLarge = _prim "Word8.toLarge" : word8 -> word64
  val word8ToLargeX = _prim "Word8.toLargeX" : word8 -> word64
  val word8FromLarge = _prim "Word8.fromLarge" : word64 -> word8
  val word8ToLargeInt = _prim "Word8.toLargeInt" : word8 -> intinf
  val word8ToLargeIntX = _prim "Word8.toLargeIntX" : word8 -> intinf
  val word8FromLargeInt = _prim "Word8.fromLargeInt" : intinf -> word8
  val word64ToLargeInt = _prim "Word64.toLargeInt" : word64 -> intinf
  val word64ToLargeIntX = _prim "Word64.toLargeIntX" : word64 -> intinf
  val word64FromLargeInt = _prim "Word64.fromLargeInt" : intinf -> word64

  val word16FromInt = _prim "Word16.fromInt" : int -> word16
  val word16UnsafeToInt = _prim "Word16.unsafeToInt" : word16 -> int
  val word16Andb = _prim "Word16.andb" : word16 * word16 -> word16
  val word16Orb = _prim "Word16.orb" : word16 * word16 -> word16
  val word16Xorb = _prim "Word16.xorb" : word16 * word16 -> word16
  val word16Notb = _prim "Word16.notb" : word16 -> word16
  val word16UnsafeLsh = _prim "Word16.unsafeLsh" : word16 * word -> word16
  val word16UnsafeRsh = _prim "Word16.unsafeRsh" : word16 * word -> word16
  val word16UnsafeArsh = _prim "Word16.unsafeArsh" : word16 * word -> word16
  val word16ToLarge = _prim "Word16.toLarge" : word16 -> word64
  val word16ToLargeX = _prim "Word16.toLargeX" : word16 -> word64
  val word16FromLarge = _prim "Word16.fromLarge" : word64 -> word16
  val word16ToLargeInt = _prim "Word16.toLargeInt" : word16 -> intinf
  val word16ToLargeIntX = _prim "Word16.toLargeIntX" : word16 -> intinf
  val word16FromLargeInt = _prim "Word16.fromLargeInt" : intinf -> word16

  val word32FromInt = _prim "Word32.fromInt" : int -> word32
  val word32UnsafeToInt = _prim "Word32.unsafeToInt" : word32 -> int
  val word32Andb = _prim "Word32.andb" : word32 * word32 -> word32
  val word32Orb = _prim "Word32.orb" : word32 * word32 -> word32
  val word32Xorb = _prim "Word32.xorb" : word32 * word32 -> word32
  val word32Notb = _prim "Word32.notb" : word32 -> word32
  val word32UnsafeLsh = _prim "Word32.unsafeLsh" : word32 * word -> word32
  val word32UnsafeRsh = _prim "Word32.unsafeRsh" : word32 * word -> word32
  val word32UnsafeArsh = _prim "Word32.unsafeArsh" : word32 * word -> word32
  val word32ToLarge = _prim "Word32.toLarge" : word32 -> word64
  val word32ToLargeX = _prim "Word32.toLargeX" : word32 -> word64
  val word32FromLarge = _prim "Word32.fromLarge" : word64 -> word32
  val word32ToLargeInt = _prim "Word32.toLargeInt" : word32 -> intinf
  val word32ToLargeIntX = _prim "Word32.toLargeIntX" : word32 -> intinf
  val word32FromLargeInt = _prim "Word32.fromLargeInt" : intinf -> word32

  val realFmt = _prim "Real.fmt" : real * int * int -> string
  val realShortest = _prim "Real.shortest" : real -> string
  val realStrtod = _prim "Real.strtod" : string -> real
  val realClass = _prim "Real.class" : real -> int
  val realSignBit = _prim "Real.signBit" : real -> bool
  val realCopySign = _prim "Real.copySign" : real * real -> real
  val realNextAfter = _prim "Real.nextAfter" : real * real -> real
  val realRem = _prim "Real.rem" : real * real -> real
  val realFrexpMan = _prim "Real.frexpMan" : real -> real
  val realFrexpExp = _prim "Real.frexpExp" : real -> int
  val realLdexp = _prim "Real.ldexp" : real * int -> real
  val realModfWhole = _prim "Real.modfWhole" : real -> real
  val realRoundMode = _prim "Real.roundMode" : real * int -> real
  val realGetRound = _prim "Real.getRound" : unit -> int
  val realSetRound = _prim "Real.setRound" : int -> unit
end
