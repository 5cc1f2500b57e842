(* Real32: IEEE single precision, as a REAL structure whose (abstract)
   reals are doubles always holding a single-precision value.

   Every operation computes in double precision and rounds the result to
   single precision (the primitive Real32.round, C's (float) conversion in
   the current rounding mode).  For +, -, *, / and sqrt that double
   rounding is innocuous (53 >= 2 * 24 + 2), so they give exactly the IEEE
   single-precision results, overflow to infinity and subnormals included.
   Approximations: *+ and *- and the Math functions are rounded twice
   (through double) and may differ from a direct rounding in the last
   bit; decimal input (scan, fromString, fromDecimal) is rounded once, by
   C's strtof, and integers (fromInt, fromLargeInt) through a double
   rounded to odd.  toString (= fmt (GEN NONE), 12 significant digits as
   for every REAL) prints the digits of the exact single-precision value;
   EXACT prints the fewest digits that read back as the same
   single-precision value.

   Real32.real is the primitive type SkeinPrim.real32, one of the
   overloaded types: literals at it are rounded once to single precision
   by the compiler, and +, -, *, /, ~, abs and the comparisons are the
   primitives Real32.+ ... (crates/codegen/src/prims.rs).  It is lowered
   to the same C double as real, so the conversions between the two
   (Real32.toLarge, Real32.fromRounded) cost nothing.  SkeinReal32D below
   is the implementation on doubles; Real32 wraps it at the primitive
   type.  Real32Vector, Real32Array and their slices are
   mono-arrays.sml's. *)

structure SkeinReal32D =
struct
  type real = real
  fun r32 (x : real) = (_prim "Real32.round" : real -> real) x

  structure Math =
  struct
    type real = real
    val pi = r32 Math.pi
    val e = r32 Math.e
    fun sqrt x = r32 (Math.sqrt x)
    fun sin x = r32 (Math.sin x)
    fun cos x = r32 (Math.cos x)
    fun tan x = r32 (Math.tan x)
    fun asin x = r32 (Math.asin x)
    fun acos x = r32 (Math.acos x)
    fun atan x = r32 (Math.atan x)
    fun atan2 (y, x) = r32 (Math.atan2 (y, x))
    fun exp x = r32 (Math.exp x)
    fun pow (x, y) = r32 (Math.pow (x, y))
    fun ln x = r32 (Math.ln x)
    fun log10 x = r32 (Math.log10 x)
    fun sinh x = r32 (Math.sinh x)
    fun cosh x = r32 (Math.cosh x)
    fun tanh x = r32 (Math.tanh x)
  end

  val radix = 2
  val precision = 24
  val maxFinite = 3.4028234663852886E38
  val minPos = 1.401298464324817E~45
  val minNormalPos = 1.1754943508222875E~38
  val posInf = Real.posInf
  val negInf = Real.negInf
  fun x + y = r32 (Real.+ (x, y))
  fun x - y = r32 (Real.- (x, y))
  fun x * y = r32 (Real.* (x, y))
  fun x / y = r32 (Real./ (x, y))
  val rem = Real.rem
  fun *+ (a, b, c) = r32 (Real.*+ (a, b, c))
  fun *- (a, b, c) = r32 (Real.*- (a, b, c))
  val ~ = Real.~
  val abs = Real.abs
  val min = Real.min
  val max = Real.max
  val sign = Real.sign
  val signBit = Real.signBit
  val sameSign = Real.sameSign
  val copySign = Real.copySign
  val compare = Real.compare
  val compareReal = Real.compareReal
  val op < = Real.<
  val op <= = Real.<=
  val op > = Real.>
  val op >= = Real.>=
  val == = Real.==
  val != = Real.!=
  val ?= = Real.?=
  val unordered = Real.unordered
  val isFinite = Real.isFinite
  val isNan = Real.isNan

  (* A double NORMAL below minNormalPos is a single-precision SUBNORMAL. *)
  fun class x =
    case Real.class x of
      IEEEReal.NORMAL => if Real.< (Real.abs x, minNormalPos) then IEEEReal.SUBNORMAL else IEEEReal.NORMAL
    | c => c
  fun isNormal x = class x = IEEEReal.NORMAL

  val toManExp = Real.toManExp
  fun fromManExp me = r32 (Real.fromManExp me)
  val split = Real.split
  val realMod = Real.realMod

  (* The next double toward y, rounded away from x: the next single. *)
  fun nextAfter (x, y) =
    if isNan x orelse isNan y then x + y
    else if Real.== (x, y) then y
    else
      let
        val saved = IEEEReal.getRoundingMode ()
        val () = IEEEReal.setRoundingMode (if Real.< (x, y) then IEEEReal.TO_POSINF else IEEEReal.TO_NEGINF)
        val z = r32 (Real.nextAfter (x, y))
      in
        IEEEReal.setRoundingMode saved; z
      end

  fun checkFloat x = if isNan x then raise Div else if isFinite x then x else raise Overflow
  val realFloor = Real.realFloor
  val realCeil = Real.realCeil
  val realTrunc = Real.realTrunc
  val realRound = Real.realRound
  val floor = Real.floor
  val ceil = Real.ceil
  val trunc = Real.trunc
  val round = Real.round
  val toInt = Real.toInt
  val toLargeInt = Real.toLargeInt
  (* Integers beyond 2^53 are first rounded to 53 bits to odd (the last
     kept bit set when a dropped bit is), which the double holds exactly;
     rounding that to single precision is then correct in every mode,
     where rounding to a double first could land on a midpoint between
     two singles (2^60 + 2^36 + 1 gave 2^60, not 2^60 + 2^37). *)
  fun fromLargeInt (i : IntInf.int) =
    let val a = IntInf.abs i
    in
      if IntInf.< (a, 9007199254740992) then r32 (Real.fromLargeInt i)
      else
        let
          val k = Word.fromInt (Int.- (IntInf.log2 a, 52))
          val hi = IntInf.~>> (a, k)
          val odd = if IntInf.<< (hi, k) = a then hi else IntInf.orb (hi, 1)
          val r = Real.fromLargeInt (IntInf.<< (odd, k))
        in
          r32 (if IntInf.< (i, 0) then Real.~ r else r)
        end
    end
  fun fromInt i =
    if Int.> (i, ~9007199254740992) andalso Int.< (i, 9007199254740992) then r32 (Real.fromInt i)
    else fromLargeInt (Int.toLarge i)
  fun toLarge x = x
  fun fromLarge mode x =
    let
      val saved = IEEEReal.getRoundingMode ()
      val () = IEEEReal.setRoundingMode mode
      val z = r32 x
    in
      IEEEReal.setRoundingMode saved; z
    end

  (* s (finite, from Real.fmt) read as Real32.fromString reads it: by
     strtof, rounded once *)
  fun readsBack (s, x) = Real.== (SkeinPrim.realStrtof (String.map (fn #"~" => #"-" | c => c) s), x)

  (* Real.fmt spec x (digits rounded to nearest) when it reads back as x;
     else, when x is a power of two (whose gap away from zero is twice
     the gap towards it), the same digits rounded away from zero when
     those read back (2^~96 is 1.2621775E~29, not 1.26217745E~29). *)
  fun fmtBack spec x =
    let val s = Real.fmt spec x
    in
      if readsBack (s, x) then SOME s
      else if Real.== (Real.abs (#man (Real.toManExp x)), 0.5) then
        let
          val saved = IEEEReal.getRoundingMode ()
          val () = IEEEReal.setRoundingMode (if Real.> (x, 0.0) then IEEEReal.TO_POSINF else IEEEReal.TO_NEGINF)
          val s' = Real.fmt spec x
        in
          IEEEReal.setRoundingMode saved;
          if readsBack (s', x) then SOME s' else NONE
        end
      else NONE
    end

  (* The shortest SCI text (1 to 9 digits) that reads back as x. *)
  fun shortestSci x =
    let
      fun try p =
        if Int.>= (p, 8) then Real.fmt (StringCvt.SCI (SOME p)) x
        else case fmtBack (StringCvt.SCI (SOME p)) x of SOME s => s | NONE => try (Int.+ (p, 1))
    in
      try 0
    end

  fun toDecimal x =
    case Real.class x of
      IEEEReal.NORMAL => valOf (IEEEReal.fromString (shortestSci x))
    | IEEEReal.SUBNORMAL => valOf (IEEEReal.fromString (shortestSci x))
    | _ => Real.toDecimal x
  (* A normal or subnormal decimal is read by strtof, rounded once to
     single precision (through Real.fromDecimal and r32 it was rounded
     twice, wrongly where the double lands on a midpoint between two
     singles); the other classes, bad digits and empty digit lists are
     exact in single precision as Real.fromDecimal gives them. *)
  fun fromDecimal (d as {class, sign, digits, exp} : IEEEReal.decimal_approx) =
    let
      fun cint i = if Int.< (i, 0) then "-" ^ Int.toString (Int.~ i) else Int.toString i
      fun decimal () =
        if null digits orelse List.exists (fn k => Int.< (k, 0) orelse Int.> (k, 9)) digits
        then Real.fromDecimal d
        else SOME (SkeinPrim.realStrtof
                     ((if sign then "-" else "") ^ "0." ^ String.concat (map Int.toString digits) ^ "e" ^ cint exp))
    in
      case class of
        IEEEReal.NORMAL => decimal ()
      | IEEEReal.SUBNORMAL => decimal ()
      | _ => Real.fromDecimal d
    end
  fun scan getc src =
    case IEEEReal.scan getc src of
      SOME (d, rest) => (case fromDecimal d of SOME x => SOME (x, rest) | NONE => NONE)
    | NONE => NONE
  fun fromString s = StringCvt.scanString scan s

  (* GEN NONE is GEN (SOME 12), as for every REAL (the spec; MLton's
     Real32.toString 0.1 is "0.10000000149"): the digits of the exact
     single-precision value, which the double holds.  EXACT gives the
     fewest digits that read back as the same single. *)
  fun fmt StringCvt.EXACT = (fn x => if isNan x then "nan" else IEEEReal.toString (toDecimal x))
    | fmt spec = Real.fmt spec
  val toString = Real.fmt (StringCvt.GEN NONE)
end
