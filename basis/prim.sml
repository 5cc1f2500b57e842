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
end
