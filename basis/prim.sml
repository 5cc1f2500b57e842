(* SkeinPrim: every runtime primitive the basis library uses, in one place.
   basis.mlb hides this structure from user code.  Primitives named
   "unsafe..." do no checking: the SML wrappers check bounds and ranges
   first and raise the Basis Library's exceptions themselves. *)
structure SkeinPrim =
struct
  type word8 = SkeinPrim.word8
  type word64 = SkeinPrim.word64

  val print = _prim "print" : string -> unit
  val exnName = _prim "General.exnName" : exn -> string

  val stringSize = _prim "String.size" : string -> int
  val stringUnsafeSub = _prim "String.unsafeSub" : string * int -> char
  val stringAppend = _prim "String.^" : string * string -> string
  val stringConcat = _prim "String.concat" : string list -> string
  val stringImplode = _prim "String.implode" : char list -> string
  val stringUnsafeSubstring = _prim "String.unsafeSubstring" : string * int * int -> string

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
end
