(* SkeinPrim: every runtime primitive the basis library uses, in one place.
   basis.mlb hides this structure from user code.  Primitives named
   "unsafe..." do no checking: the SML wrappers check bounds and ranges
   first and raise the Basis Library's exceptions themselves. *)
structure SkeinPrim =
struct
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
end
