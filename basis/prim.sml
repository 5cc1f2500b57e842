(* SkeinPrim: every runtime primitive the basis library uses, in one place.
   basis.mlb hides this structure from user code.  Primitives named
   "unsafe..." do no checking: the SML wrappers check bounds and ranges
   first and raise the Basis Library's exceptions themselves.
   Each is bound with `fun f x = (_prim ...) x`, not `val f = _prim ...`:
   the optimiser turns calls of such a function into the primitive itself,
   while a val-bound primitive stays a global closure that every use calls
   indirectly (with its argument tuple allocated), e.g. in String.tokens. *)
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
  type real32 = SkeinPrim.real32
  (* every builtin type, the narrow ones of sized.sml (int31, word7...)
     among them *)
  structure Types = SkeinPrim
  (* the top-level char and string, for signatures (CHAR, STRING) whose
     own char/string specs hide them *)
  type char = char
  type string = string

  fun print x = (_prim "print" : string -> unit) x
  fun exnName x = (_prim "General.exnName" : exn -> string) x

  fun stringSize s = (_prim "String.size" : string -> int) s
  fun stringUnsafeSub (s, i) = (_prim "String.unsafeSub" : string * int -> char) (s, i)
  (* ~1, 0 or 1: the byte order of two strings (String.compare) *)
  fun stringCompare x = (_prim "String.compare" : string * string -> int) x
  fun stringAppend x = (_prim "String.^" : string * string -> string) x
  fun stringConcat x = (_prim "String.concat" : string list -> string) x
  fun stringImplode x = (_prim "String.implode" : char list -> string) x
  (* (s, c, i), 0 <= i <= size s: the first index >= i of c, else size s *)
  fun stringUnsafeFindChar x = (_prim "String.unsafeFindChar" : string * char * int -> int) x
  fun stringUnsafeSubstring x = (_prim "String.unsafeSubstring" : string * int * int -> string) x

  (* (n, radix 2, 8, 10 or 16): Int.fmt (crates/codegen/src/prims_basis.rs) *)
  fun intFmt x = (_prim "Int.fmtRadix" : int * int -> string) x

  fun charOrd x = (_prim "Char.ord" : char -> int) x
  fun charUnsafeChr x = (_prim "Char.unsafeChr" : int -> char) x

  fun realFromInt x = (_prim "Real.fromInt" : int -> real) x
  fun realUnsafeFloor x = (_prim "Real.unsafeFloor" : real -> int) x
  fun realUnsafeCeil x = (_prim "Real.unsafeCeil" : real -> int) x
  fun realUnsafeTrunc x = (_prim "Real.unsafeTrunc" : real -> int) x
  fun realUnsafeRound x = (_prim "Real.unsafeRound" : real -> int) x
  fun realToString x = (_prim "Real.toString" : real -> string) x

  fun vectorFromList l = (_prim "Vector.fromList" : 'a list -> 'a vector) l
  fun vectorLength v = (_prim "Vector.length" : 'a vector -> int) v
  fun vectorUnsafeSub (v, i) = (_prim "Vector.unsafeSub" : 'a vector * int -> 'a) (v, i)

  fun vectorUnsafeFromArray a = (_prim "Vector.unsafeFromArray" : 'a array -> 'a vector) a

  (* The longest array, vector or string the runtime can make: an object
     header holds the length in 36 bits (SK_MAX_LENGTH in skein.h).  Array,
     Vector and String give it as maxLen/maxSize and raise Size above it. *)
  val maxLen = 68719476735

  fun arrayAlloc n = (_prim "Array.alloc" : int -> 'a array) n
  fun arrayLength a = (_prim "Array.length" : 'a array -> int) a
  fun arrayUnsafeSub (a, i) = (_prim "Array.unsafeSub" : 'a array * int -> 'a) (a, i)
  fun arrayUnsafeUpdate (a, i, x) = (_prim "Array.unsafeUpdate" : 'a array * int * 'a -> unit) (a, i, x)

  (* (a, i, n): a[i .. i+n-1] of a char array as a fresh string (a char
     array holds one byte per element: runtime/io.c, sk_bytes_slice) *)
  fun stringOfCharArray x = (_prim "Byte.unsafeStringOfSlots" : char array * int * int -> string) x

  (* The string of n >= 0 characters f 0, ..., f (n-1), f applied in that
     order: one array and one copy instead of a char list and implode. *)
  fun stringTabulate (n, f : int -> char) =
    let
      val a = arrayAlloc n
      fun loop i = if i >= n then () else (arrayUnsafeUpdate (a, i, f i); loop (i + 1))
    in
      loop 0;
      stringOfCharArray (a, 0, n)
    end

  fun mathSqrt x = (_prim "Math.sqrt" : real -> real) x
  fun mathSin x = (_prim "Math.sin" : real -> real) x
  fun mathCos x = (_prim "Math.cos" : real -> real) x
  fun mathTan x = (_prim "Math.tan" : real -> real) x
  fun mathAsin x = (_prim "Math.asin" : real -> real) x
  fun mathAcos x = (_prim "Math.acos" : real -> real) x
  fun mathAtan x = (_prim "Math.atan" : real -> real) x
  fun mathAtan2 x = (_prim "Math.atan2" : real * real -> real) x
  fun mathExp x = (_prim "Math.exp" : real -> real) x
  fun mathPow x = (_prim "Math.pow" : real * real -> real) x
  fun mathLn x = (_prim "Math.ln" : real -> real) x
  fun mathLog10 x = (_prim "Math.log10" : real -> real) x
  fun mathSinh x = (_prim "Math.sinh" : real -> real) x
  fun mathCosh x = (_prim "Math.cosh" : real -> real) x
  fun mathTanh x = (_prim "Math.tanh" : real -> real) x

  fun word64FromInt x = (_prim "Word64.fromInt" : int -> SkeinPrim.word64) x
  fun word64UnsafeToInt x = (_prim "Word64.unsafeToInt" : SkeinPrim.word64 -> int) x
  fun word64Andb x = (_prim "Word64.andb" : SkeinPrim.word64 * SkeinPrim.word64 -> SkeinPrim.word64) x
  fun word64Orb x = (_prim "Word64.orb" : SkeinPrim.word64 * SkeinPrim.word64 -> SkeinPrim.word64) x
  fun word64Xorb x = (_prim "Word64.xorb" : SkeinPrim.word64 * SkeinPrim.word64 -> SkeinPrim.word64) x
  fun word64Notb x = (_prim "Word64.notb" : SkeinPrim.word64 -> SkeinPrim.word64) x
  fun word64UnsafeLsh x = (_prim "Word64.unsafeLsh" : SkeinPrim.word64 * word -> SkeinPrim.word64) x
  fun word64UnsafeRsh x = (_prim "Word64.unsafeRsh" : SkeinPrim.word64 * word -> SkeinPrim.word64) x
  fun word64UnsafeArsh x = (_prim "Word64.unsafeArsh" : SkeinPrim.word64 * word -> SkeinPrim.word64) x

  fun wordFromInt x = (_prim "Word.fromInt" : int -> word) x
  fun wordUnsafeToInt x = (_prim "Word.unsafeToInt" : word -> int) x
  fun wordAndb x = (_prim "Word.andb" : word * word -> word) x
  fun wordOrb x = (_prim "Word.orb" : word * word -> word) x
  fun wordXorb x = (_prim "Word.xorb" : word * word -> word) x
  fun wordNotb x = (_prim "Word.notb" : word -> word) x
  fun wordUnsafeLsh x = (_prim "Word.unsafeLsh" : word * word -> word) x
  fun wordUnsafeRsh x = (_prim "Word.unsafeRsh" : word * word -> word) x
  fun wordUnsafeArsh x = (_prim "Word.unsafeArsh" : word * word -> word) x

  fun word8FromInt x = (_prim "Word8.fromInt" : int -> SkeinPrim.word8) x
  fun word8UnsafeToInt x = (_prim "Word8.unsafeToInt" : SkeinPrim.word8 -> int) x
  fun word8Andb x = (_prim "Word8.andb" : SkeinPrim.word8 * SkeinPrim.word8 -> SkeinPrim.word8) x
  fun word8Orb x = (_prim "Word8.orb" : SkeinPrim.word8 * SkeinPrim.word8 -> SkeinPrim.word8) x
  fun word8Xorb x = (_prim "Word8.xorb" : SkeinPrim.word8 * SkeinPrim.word8 -> SkeinPrim.word8) x
  fun word8Notb x = (_prim "Word8.notb" : SkeinPrim.word8 -> SkeinPrim.word8) x
  fun word8UnsafeLsh x = (_prim "Word8.unsafeLsh" : SkeinPrim.word8 * word -> SkeinPrim.word8) x
  fun word8UnsafeRsh x = (_prim "Word8.unsafeRsh" : SkeinPrim.word8 * word -> SkeinPrim.word8) x
  fun word8UnsafeArsh x = (_prim "Word8.unsafeArsh" : SkeinPrim.word8 * word -> SkeinPrim.word8) x

  (* ---- numeric primitives (basis/README.md, "Numeric primitives") ---- *)
  fun intInfFromInt x = (_prim "IntInf.fromInt" : int -> intinf) x
  fun intInfToInt x = (_prim "IntInf.toInt" : intinf -> int) x
  fun intInfFromWord64 x = (_prim "IntInf.fromWord64" : word64 -> intinf) x
  fun intInfToWord64 x = (_prim "IntInf.toWord64" : intinf -> word64) x
  fun intInfQuot x = (_prim "IntInf.quot" : intinf * intinf -> intinf) x
  fun intInfRem x = (_prim "IntInf.rem" : intinf * intinf -> intinf) x
  fun intInfCompare x = (_prim "IntInf.compare" : intinf * intinf -> int) x
  fun intInfAndb x = (_prim "IntInf.andb" : intinf * intinf -> intinf) x
  fun intInfOrb x = (_prim "IntInf.orb" : intinf * intinf -> intinf) x
  fun intInfXorb x = (_prim "IntInf.xorb" : intinf * intinf -> intinf) x
  fun intInfNotb x = (_prim "IntInf.notb" : intinf -> intinf) x
  fun intInfUnsafeLsh x = (_prim "IntInf.unsafeLsh" : intinf * word -> intinf) x
  fun intInfUnsafeArsh x = (_prim "IntInf.unsafeArsh" : intinf * word -> intinf) x
  fun intInfUnsafePow x = (_prim "IntInf.unsafePow" : intinf * int -> intinf) x
  fun intInfUnsafeLog2 x = (_prim "IntInf.unsafeLog2" : intinf -> int) x
  fun intInfFmt x = (_prim "IntInf.fmt" : intinf * int -> string) x
  fun intInfUnsafeFromDigits x = (_prim "IntInf.unsafeFromDigits" : string * int * int -> intinf) x
  fun intInfToReal x = (_prim "IntInf.toReal" : intinf -> real) x
  fun intInfUnsafeFromReal x = (_prim "IntInf.unsafeFromReal" : real -> intinf) x

  fun int8FromInt x = (_prim "Int8.fromInt" : int -> int8) x
  fun int8ToInt x = (_prim "Int8.toInt" : int8 -> int) x
  fun int16FromInt x = (_prim "Int16.fromInt" : int -> int16) x
  fun int16ToInt x = (_prim "Int16.toInt" : int16 -> int) x
  fun int32FromInt x = (_prim "Int32.fromInt" : int -> int32) x
  fun int32ToInt x = (_prim "Int32.toInt" : int32 -> int) x

  fun wordToLarge x = (_prim "Word.toLarge" : word -> word64) x
  fun wordToLargeX x = (_prim "Word.toLargeX" : word -> word64) x
  fun wordFromLarge x = (_prim "Word.fromLarge" : word64 -> word) x
  fun wordToLargeInt x = (_prim "Word.toLargeInt" : word -> intinf) x
  fun wordToLargeIntX x = (_prim "Word.toLargeIntX" : word -> intinf) x
  fun wordFromLargeInt x = (_prim "Word.fromLargeInt" : intinf -> word) x
  fun word8ToLarge x = (_prim "Word8.toLarge" : word8 -> word64) x
  fun word8ToLargeX x = (_prim "Word8.toLargeX" : word8 -> word64) x
  fun word8FromLarge x = (_prim "Word8.fromLarge" : word64 -> word8) x
  fun word8ToLargeInt x = (_prim "Word8.toLargeInt" : word8 -> intinf) x
  fun word8ToLargeIntX x = (_prim "Word8.toLargeIntX" : word8 -> intinf) x
  fun word8FromLargeInt x = (_prim "Word8.fromLargeInt" : intinf -> word8) x
  fun word64ToLargeInt x = (_prim "Word64.toLargeInt" : word64 -> intinf) x
  fun word64ToLargeIntX x = (_prim "Word64.toLargeIntX" : word64 -> intinf) x
  fun word64FromLargeInt x = (_prim "Word64.fromLargeInt" : intinf -> word64) x

  fun word16FromInt x = (_prim "Word16.fromInt" : int -> word16) x
  fun word16UnsafeToInt x = (_prim "Word16.unsafeToInt" : word16 -> int) x
  fun word16Andb x = (_prim "Word16.andb" : word16 * word16 -> word16) x
  fun word16Orb x = (_prim "Word16.orb" : word16 * word16 -> word16) x
  fun word16Xorb x = (_prim "Word16.xorb" : word16 * word16 -> word16) x
  fun word16Notb x = (_prim "Word16.notb" : word16 -> word16) x
  fun word16UnsafeLsh x = (_prim "Word16.unsafeLsh" : word16 * word -> word16) x
  fun word16UnsafeRsh x = (_prim "Word16.unsafeRsh" : word16 * word -> word16) x
  fun word16UnsafeArsh x = (_prim "Word16.unsafeArsh" : word16 * word -> word16) x
  fun word16ToLarge x = (_prim "Word16.toLarge" : word16 -> word64) x
  fun word16ToLargeX x = (_prim "Word16.toLargeX" : word16 -> word64) x
  fun word16FromLarge x = (_prim "Word16.fromLarge" : word64 -> word16) x
  fun word16ToLargeInt x = (_prim "Word16.toLargeInt" : word16 -> intinf) x
  fun word16ToLargeIntX x = (_prim "Word16.toLargeIntX" : word16 -> intinf) x
  fun word16FromLargeInt x = (_prim "Word16.fromLargeInt" : intinf -> word16) x

  fun word32FromInt x = (_prim "Word32.fromInt" : int -> word32) x
  fun word32UnsafeToInt x = (_prim "Word32.unsafeToInt" : word32 -> int) x
  fun word32Andb x = (_prim "Word32.andb" : word32 * word32 -> word32) x
  fun word32Orb x = (_prim "Word32.orb" : word32 * word32 -> word32) x
  fun word32Xorb x = (_prim "Word32.xorb" : word32 * word32 -> word32) x
  fun word32Notb x = (_prim "Word32.notb" : word32 -> word32) x
  fun word32UnsafeLsh x = (_prim "Word32.unsafeLsh" : word32 * word -> word32) x
  fun word32UnsafeRsh x = (_prim "Word32.unsafeRsh" : word32 * word -> word32) x
  fun word32UnsafeArsh x = (_prim "Word32.unsafeArsh" : word32 * word -> word32) x
  fun word32ToLarge x = (_prim "Word32.toLarge" : word32 -> word64) x
  fun word32ToLargeX x = (_prim "Word32.toLargeX" : word32 -> word64) x
  fun word32FromLarge x = (_prim "Word32.fromLarge" : word64 -> word32) x
  fun word32ToLargeInt x = (_prim "Word32.toLargeInt" : word32 -> intinf) x
  fun word32ToLargeIntX x = (_prim "Word32.toLargeIntX" : word32 -> intinf) x
  fun word32FromLargeInt x = (_prim "Word32.fromLargeInt" : intinf -> word32) x

  fun realFmt x = (_prim "Real.fmt" : real * int * int -> string) x
  fun realShortest x = (_prim "Real.shortest" : real -> string) x
  fun realStrtod x = (_prim "Real.strtod" : string -> real) x
  (* the single-precision value nearest to the decimal, as a double *)
  fun realStrtof x = (_prim "Real.strtof" : string -> real) x
  fun realClass x = (_prim "Real.class" : real -> int) x
  fun realSignBit x = (_prim "Real.signBit" : real -> bool) x
  fun realCopySign x = (_prim "Real.copySign" : real * real -> real) x
  fun realNextAfter x = (_prim "Real.nextAfter" : real * real -> real) x
  fun realRem x = (_prim "Real.rem" : real * real -> real) x
  fun realFrexpMan x = (_prim "Real.frexpMan" : real -> real) x
  fun realFrexpExp x = (_prim "Real.frexpExp" : real -> int) x
  fun realLdexp x = (_prim "Real.ldexp" : real * int -> real) x
  fun realModfWhole x = (_prim "Real.modfWhole" : real -> real) x
  fun realRoundMode x = (_prim "Real.roundMode" : real * int -> real) x
  fun realGetRound x = (_prim "Real.getRound" : unit -> int) x
  fun realSetRound x = (_prim "Real.setRound" : int -> unit) x
end
