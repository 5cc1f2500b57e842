(* The Real structure (IEEE double precision); real, floor, ceil, round
   and trunc are also top-level.  Conversions to int check their range in
   SML (Domain for NaN, Overflow out of range) before the unchecked
   primitive. *)

signature REAL =
sig
  type real
  val maxFinite : real
  val posInf : real
  val negInf : real
  val + : real * real -> real
  val - : real * real -> real
  val * : real * real -> real
  val / : real * real -> real
  val ~ : real -> real
  val abs : real -> real
  val min : real * real -> real
  val max : real * real -> real
  val sign : real -> int
  val compare : real * real -> order
  val < : real * real -> bool
  val <= : real * real -> bool
  val > : real * real -> bool
  val >= : real * real -> bool
  val == : real * real -> bool
  val != : real * real -> bool
  val isFinite : real -> bool
  val isNan : real -> bool
  val fromInt : int -> real
  val floor : real -> int
  val ceil : real -> int
  val trunc : real -> int
  val round : real -> int
  val toString : real -> string
end

structure Real : REAL =
struct
  type real = real
  val maxFinite = 1.7976931348623157E308
  val posInf = 1.0 / 0.0
  val negInf = ~1.0 / 0.0
  val op + : real * real -> real = op +
  val op - : real * real -> real = op -
  val op * : real * real -> real = op *
  val op / : real * real -> real = op /
  val ~ : real -> real = ~
  val abs : real -> real = abs

  (* NaN is the only value not <= itself. *)
  fun isNan (x : real) = not (x <= x)
  fun isFinite (x : real) = not (isNan x) andalso abs x <= maxFinite
  fun == (x : real, y) = x <= y andalso y <= x
  fun != (x, y) = not (== (x, y))

  fun min (x : real, y) = if isNan x then y else if isNan y then x else if x < y then x else y
  fun max (x : real, y) = if isNan x then y else if isNan y then x else if x < y then y else x

  fun sign (x : real) =
    if isNan x then raise Domain else if x < 0.0 then ~1 else if x > 0.0 then 1 else 0

  fun compare (x : real, y) =
    if isNan x orelse isNan y then raise Domain (* the Basis says IEEEReal.Unordered, which Skein lacks yet *)
    else if x < y then LESS else if y < x then GREATER else EQUAL

  val fromInt = SkeinPrim.realFromInt

  (* -2^63 <= x < 2^63 after rounding: the range of int. *)
  fun toInt prim (x : real) =
    if isNan x then raise Domain
    else if x < ~9.223372036854775808E18 orelse x >= 9.223372036854775808E18 then raise Overflow
    else prim x

  fun floor x = toInt SkeinPrim.realUnsafeFloor x
  fun ceil x = toInt SkeinPrim.realUnsafeCeil x
  fun trunc x = toInt SkeinPrim.realUnsafeTrunc x
  fun round x = toInt SkeinPrim.realUnsafeRound x

  val toString = SkeinPrim.realToString

  (* Last: from here on the comparisons are the monomorphic ones. *)
  val op < : real * real -> bool = op <
  val op <= : real * real -> bool = op <=
  val op > : real * real -> bool = op >
  val op >= : real * real -> bool = op >=
end

val real = Real.fromInt
val floor = Real.floor
val ceil = Real.ceil
val round = Real.round
val trunc = Real.trunc
