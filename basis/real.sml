(* The Real structure (IEEE double precision; Real64 and LargeReal are the
   same structure); real, floor, ceil, round and trunc are also top-level.

   Formatting (fmt SCI/FIX/GEN) is the C library's printf, adjusted to SML
   syntax in runtime/realfmt.c; GEN follows C's %G choice between the
   fixed and scientific styles but with Poly/ML's threshold (scientific
   when the exponent is below -6 or at least the precision; the Basis
   says "whichever is shorter", which neither Poly/ML nor MLton does).  EXACT and toDecimal give the shortest
   digits that read back as the same real (realfmt.c: increasing %.Ne
   precisions checked with strtod).  Parsing validates the syntax in SML
   (IEEEReal.scan) and converts with the C library's correctly rounded
   strtod.  Conversions to int check NaN (Domain) and range (Overflow) in
   SML before the unchecked primitive. *)

structure LargeReal = struct type real = real end

signature REAL =
sig
  type real
  structure Math : MATH where type real = real
  val radix : int
  val precision : int
  val maxFinite : real
  val minPos : real
  val minNormalPos : real
  val posInf : real
  val negInf : real
  val + : real * real -> real
  val - : real * real -> real
  val * : real * real -> real
  val / : real * real -> real
  val rem : real * real -> real
  val *+ : real * real * real -> real
  val *- : real * real * real -> real
  val ~ : real -> real
  val abs : real -> real
  val min : real * real -> real
  val max : real * real -> real
  val sign : real -> int
  val signBit : real -> bool
  val sameSign : real * real -> bool
  val copySign : real * real -> real
  val compare : real * real -> order
  val compareReal : real * real -> IEEEReal.real_order
  val < : real * real -> bool
  val <= : real * real -> bool
  val > : real * real -> bool
  val >= : real * real -> bool
  val == : real * real -> bool
  val != : real * real -> bool
  val ?= : real * real -> bool
  val unordered : real * real -> bool
  val isFinite : real -> bool
  val isNan : real -> bool
  val isNormal : real -> bool
  val class : real -> IEEEReal.float_class
  val toManExp : real -> {man : real, exp : int}
  val fromManExp : {man : real, exp : int} -> real
  val split : real -> {whole : real, frac : real}
  val realMod : real -> real
  val nextAfter : real * real -> real
  val checkFloat : real -> real
  val realFloor : real -> real
  val realCeil : real -> real
  val realTrunc : real -> real
  val realRound : real -> real
  val floor : real -> int
  val ceil : real -> int
  val trunc : real -> int
  val round : real -> int
  val toInt : IEEEReal.rounding_mode -> real -> int
  val toLargeInt : IEEEReal.rounding_mode -> real -> LargeInt.int
  val fromInt : int -> real
  val fromLargeInt : LargeInt.int -> real
  val toLarge : real -> LargeReal.real
  val fromLarge : IEEEReal.rounding_mode -> LargeReal.real -> real
  val fmt : StringCvt.realfmt -> real -> string
  val toString : real -> string
  val scan : (char, 'a) StringCvt.reader -> (real, 'a) StringCvt.reader
  val fromString : string -> real option
  val toDecimal : real -> IEEEReal.decimal_approx
  val fromDecimal : IEEEReal.decimal_approx -> real option
end

structure Real : REAL =
struct
  type real = real
  structure Math = Math
  val radix = 2
  val precision = 53
  val maxFinite = 1.7976931348623157E308
  val minPos = 4.9406564584124654E~324
  val minNormalPos = 2.2250738585072014E~308
  val posInf = 1.0 / 0.0
  val negInf = ~1.0 / 0.0
  val op + : real * real -> real = op +
  val op - : real * real -> real = op -
  val op * : real * real -> real = op *
  val op / : real * real -> real = op /
  val ~ : real -> real = ~
  val abs : real -> real = abs
  val rem = SkeinPrim.realRem
  fun *+ (a : real, b, c) = a * b + c
  fun *- (a : real, b, c) = a * b - c

  (* NaN is the only value not <= itself. *)
  fun isNan (x : real) = not (x <= x)
  fun isFinite (x : real) = not (isNan x) andalso abs x <= maxFinite
  fun == (x : real, y) = x <= y andalso y <= x
  fun != (x, y) = not (== (x, y))
  fun unordered (x, y) = isNan x orelse isNan y
  fun ?= (x, y) = unordered (x, y) orelse == (x, y)

  fun class x =
    case SkeinPrim.realClass x of
      0 => IEEEReal.NAN
    | 1 => IEEEReal.INF
    | 2 => IEEEReal.ZERO
    | 3 => IEEEReal.NORMAL
    | _ => IEEEReal.SUBNORMAL
  fun isNormal x = SkeinPrim.realClass x = 3

  (* Of two equal arguments (~0.0 and 0.0) both return the second, as
     Poly/ML and SML/NJ do; the spec says nothing of signed zeros. *)
  fun min (x : real, y) = if isNan x then y else if isNan y then x else if x < y then x else y
  fun max (x : real, y) = if isNan x then y else if isNan y then x else if x > y then x else y

  fun sign (x : real) =
    if isNan x then raise Domain else if x < 0.0 then ~1 else if x > 0.0 then 1 else 0
  val signBit = SkeinPrim.realSignBit
  fun sameSign (x, y) = signBit x = signBit y
  val copySign = SkeinPrim.realCopySign

  fun compare (x : real, y) =
    if isNan x orelse isNan y then raise IEEEReal.Unordered
    else if x < y then LESS else if y < x then GREATER else EQUAL

  fun compareReal (x : real, y) =
    if isNan x orelse isNan y then IEEEReal.UNORDERED
    else if x < y then IEEEReal.LESS else if y < x then IEEEReal.GREATER else IEEEReal.EQUAL

  fun toManExp x = {man = SkeinPrim.realFrexpMan x, exp = SkeinPrim.realFrexpExp x}
  fun fromManExp {man, exp} = SkeinPrim.realLdexp (man, exp)

  (* frac has the sign of x, also when it is zero. *)
  fun split x =
    if isNan x then {whole = x, frac = x}
    else if isFinite x then
      let val w = SkeinPrim.realModfWhole x
      in {whole = w, frac = copySign (x - w, x)} end
    else {whole = x, frac = copySign (0.0, x)}
  fun realMod x = #frac (split x)
  val nextAfter = SkeinPrim.realNextAfter
  fun checkFloat x = if isNan x then raise Div else if isFinite x then x else raise Overflow

  fun modeNumber IEEEReal.TO_NEAREST = 0
    | modeNumber IEEEReal.TO_NEGINF = 1
    | modeNumber IEEEReal.TO_POSINF = 2
    | modeNumber IEEEReal.TO_ZERO = 3
  fun roundTo mode x = SkeinPrim.realRoundMode (x, modeNumber mode)
  val realFloor = roundTo IEEEReal.TO_NEGINF
  val realCeil = roundTo IEEEReal.TO_POSINF
  val realTrunc = roundTo IEEEReal.TO_ZERO
  val realRound = roundTo IEEEReal.TO_NEAREST

  val fromInt = SkeinPrim.realFromInt

  (* -2^63 <= x < 2^63 after rounding: the range of int. *)
  fun toInt mode (x : real) =
    if isNan x then raise Domain
    else
      let val r = roundTo mode x
      in
        if r < ~9.223372036854775808E18 orelse r >= 9.223372036854775808E18 then raise Overflow
        else SkeinPrim.realUnsafeTrunc r
      end

  fun floor x = toInt IEEEReal.TO_NEGINF x
  fun ceil x = toInt IEEEReal.TO_POSINF x
  fun trunc x = toInt IEEEReal.TO_ZERO x
  fun round x = toInt IEEEReal.TO_NEAREST x

  fun toLargeInt mode x =
    if isNan x then raise Domain
    else if isFinite x then SkeinPrim.intInfUnsafeFromReal (roundTo mode x)
    else raise Overflow
  val fromLargeInt = SkeinPrim.intInfToReal
  fun toLarge (x : real) = x
  fun fromLarge (_ : IEEEReal.rounding_mode) (x : real) = x

  fun toDecimal x =
    let val s = signBit x
    in
      case class x of
        IEEEReal.NAN => {class = IEEEReal.NAN, sign = s, digits = [], exp = 0}
      | IEEEReal.INF => {class = IEEEReal.INF, sign = s, digits = [], exp = 0}
      | IEEEReal.ZERO => {class = IEEEReal.ZERO, sign = s, digits = [], exp = 0}
      | c =>
          let
            (* "DIGITS:EXP" from realfmt.c *)
            val (ds, e) = Substring.splitl (fn ch => ch <> #":") (Substring.full (SkeinPrim.realShortest x))
            val digits = map (fn ch => Int.- (ord ch, ord #"0")) (Substring.explode ds)
            val exp = valOf (Int.fromString (Substring.string (Substring.triml 1 e)))
          in
            {class = c, sign = s, digits = digits, exp = exp}
          end
    end

  fun fromDecimal ({class, sign, digits, exp} : IEEEReal.decimal_approx) =
    let
      fun signed x = if sign then ~ x else x
      fun cint i = if Int.< (i, 0) then "-" ^ Int.toString (Int.~ i) else Int.toString i
    in
      (* digits and exp matter only to NORMAL and SUBNORMAL (as Poly/ML
         and MLton): a ZERO, INF or NAN with digits outside 0..9 is valid *)
      case class of
        IEEEReal.NAN => SOME (0.0 / 0.0)
      | IEEEReal.INF => SOME (signed posInf)
      | IEEEReal.ZERO => SOME (signed 0.0)
      | _ =>
          if List.exists (fn d => Int.< (d, 0) orelse Int.> (d, 9)) digits then NONE
          else if null digits then SOME (signed 0.0)
          else
            SOME (SkeinPrim.realStrtod
                    ((if sign then "-" else "") ^ "0." ^ String.concat (map Int.toString digits) ^ "e" ^ cint exp))
    end

  fun scan getc src =
    case IEEEReal.scan getc src of
      SOME (d, rest) => (case fromDecimal d of SOME x => SOME (x, rest) | NONE => NONE)
    | NONE => NONE
  fun fromString s = StringCvt.scanString scan s

  fun fmt spec =
    let
      fun prec (SOME n, low) = if Int.< (n, low) then raise Size else n
        | prec (NONE, _) = 0
    in
      case spec of
        StringCvt.SCI p => let val n = case p of NONE => 6 | SOME _ => prec (p, 0) in fn x => SkeinPrim.realFmt (x, 0, n) end
      | StringCvt.FIX p => let val n = case p of NONE => 6 | SOME _ => prec (p, 0) in fn x => SkeinPrim.realFmt (x, 1, n) end
      | StringCvt.GEN p => let val n = case p of NONE => 12 | SOME _ => prec (p, 1) in fn x => SkeinPrim.realFmt (x, 2, n) end
      | StringCvt.EXACT => fn x => if isNan x then "nan" else IEEEReal.toString (toDecimal x)
    end

  fun toString x = SkeinPrim.realFmt (x, 2, 12)

  (* Last: from here on the comparisons are the monomorphic ones. *)
  val op < : real * real -> bool = op <
  val op <= : real * real -> bool = op <=
  val op > : real * real -> bool = op >
  val op >= : real * real -> bool = op >=
end

structure LargeReal = Real
structure Real64 = Real

val real = Real.fromInt
val floor = Real.floor
val ceil = Real.ceil
val round = Real.round
val trunc = Real.trunc
