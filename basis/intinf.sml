(* Arbitrary-precision and fixed-width integers: IntInf (INT_INF), LargeInt
   (= IntInf), Int64 (= Int), Position (= Int64, as in MLton), Int8, Int16
   and Int32.

   IntInf.int is SkeinPrim.intinf: GMP-backed, with small values unboxed
   (runtime/intinf.c describes the representation).  Its arithmetic and
   comparisons are the compiler's overloaded operators ("IntInf.+"...);
   the rest are primitives or SML here.

   Int8/Int16/Int32 are SkeinPrim.int8/16/32, kept sign-extended in 64 bits
   by the code generator, whose arithmetic raises Overflow outside their
   range.  Their text conversions and quot/rem go through Int. *)

signature INT_INF =
sig
  include INTEGER
  val divMod : int * int -> int * int
  val quotRem : int * int -> int * int
  val pow : int * Int.int -> int
  val log2 : int -> Int.int
  val orb : int * int -> int
  val xorb : int * int -> int
  val andb : int * int -> int
  val notb : int -> int
  val << : int * word -> int
  val ~>> : int * word -> int
end

structure IntInf : INT_INF =
struct
  type int = SkeinPrim.intinf
  fun toLarge (i : int) = i
  fun fromLarge (i : int) = i
  val toInt = SkeinPrim.intInfToInt
  val fromInt = SkeinPrim.intInfFromInt
  val precision : Int.int option = NONE
  val minInt : int option = NONE
  val maxInt : int option = NONE
  val op + : int * int -> int = op +
  val op - : int * int -> int = op -
  val op * : int * int -> int = op *
  val op div : int * int -> int = op div
  val op mod : int * int -> int = op mod
  val ~ : int -> int = ~
  val abs : int -> int = abs
  val quot = SkeinPrim.intInfQuot
  val rem = SkeinPrim.intInfRem

  fun compare (a, b) =
    let val c = SkeinPrim.intInfCompare (a, b)
    in if Int.< (c, 0) then LESS else if c = 0 then EQUAL else GREATER end
  fun min (a : int, b) = if a < b then a else b
  fun max (a : int, b) = if a < b then b else a
  fun sign (a : int) = SkeinPrim.intInfCompare (a, 0)
  fun sameSign (a, b) = sign a = sign b

  fun divMod (a : int, b) = (a div b, a mod b)
  fun quotRem (a, b) = (quot (a, b), rem (a, b))

  (* Negative exponents: the Basis says 1 and ~1 have reciprocals, zero
     raises Div and every other base gives 0. *)
  fun pow (i : int, j : Int.int) =
    if Int.>= (j, 0) then SkeinPrim.intInfUnsafePow (i, j)
    else if i = 0 then raise Div
    else if i = 1 then 1
    else if i = ~1 then (if Int.rem (j, 2) = 0 then 1 else ~1)
    else 0

  fun log2 (i : int) = if i <= 0 then raise Domain else SkeinPrim.intInfUnsafeLog2 i

  val andb = SkeinPrim.intInfAndb
  val orb = SkeinPrim.intInfOrb
  val xorb = SkeinPrim.intInfXorb
  val notb = SkeinPrim.intInfNotb
  fun << (i, n : word) = SkeinPrim.intInfUnsafeLsh (i, n)
  fun ~>> (i, n : word) = SkeinPrim.intInfUnsafeArsh (i, n)

  val radixBase = SkeinNumScan.radixBase

  fun fmt radix i = SkeinPrim.intInfFmt (i, radixBase radix)
  val toString = fmt StringCvt.DEC

  (* As Int.scan; the digits go to GMP in one piece. *)
  fun scan radix getc src =
    case SkeinNumScan.intPrefix radix getc src of
      NONE => NONE
    | SOME (negative, s) =>
        let
          val b = radixBase radix
          val (ds, rest) =
            SkeinNumScan.digits b getc (fn (acc, d) => SkeinNumScan.digitChar d :: acc) ([], s)
        in
          SOME (SkeinPrim.intInfUnsafeFromDigits (implode (rev ds), b, if negative then 1 else 0), rest)
        end

  fun fromString s = StringCvt.scanString (scan StringCvt.DEC) s

  (* Last: from here on the comparisons are the monomorphic ones. *)
  val op < : int * int -> bool = op <
  val op <= : int * int -> bool = op <=
  val op > : int * int -> bool = op >
  val op >= : int * int -> bool = op >=
end

structure LargeInt = IntInf
structure Int64 = Int
structure Position = Int64
structure FixedInt = Int64

(* A fixed-width integer structure from its primitives: P.fromInt raises
   Overflow outside the range, P's arithmetic is the compiler's. *)
functor SkeinFixedInt (P :
  sig
    eqtype int
    val precision : Int.int
    val minInt : Int.int
    val maxInt : Int.int
    val fromInt : Int.int -> int
    val toInt : int -> Int.int
    val + : int * int -> int
    val - : int * int -> int
    val * : int * int -> int
    val div : int * int -> int
    val mod : int * int -> int
    val ~ : int -> int
    val abs : int -> int
    val < : int * int -> bool
    val <= : int * int -> bool
    val > : int * int -> bool
    val >= : int * int -> bool
  end) =
struct
  type int = P.int
  val fromInt = P.fromInt
  val toInt = P.toInt
  fun toLarge i = SkeinPrim.intInfFromInt (toInt i)
  fun fromLarge i = fromInt (SkeinPrim.intInfToInt i)
  val precision = SOME P.precision
  val minInt = SOME (fromInt P.minInt)
  val maxInt = SOME (fromInt P.maxInt)
  val op + = P.+
  val op - = P.-
  val op * = P.*
  val op div = P.div
  val op mod = P.mod
  val ~ = P.~
  val abs = P.abs
  fun quot (a, b) = fromInt (Int.quot (toInt a, toInt b))
  fun rem (a, b) = fromInt (Int.rem (toInt a, toInt b))
  fun compare (a, b) = Int.compare (toInt a, toInt b)
  fun min (a, b) = if P.< (a, b) then a else b
  fun max (a, b) = if P.< (a, b) then b else a
  fun sign a = Int.sign (toInt a)
  fun sameSign (a, b) = sign a = sign b
  fun fmt radix a = Int.fmt radix (toInt a)
  fun toString a = Int.toString (toInt a)
  fun scan radix getc src =
    case Int.scan radix getc src of
      SOME (i, rest) => SOME (fromInt i, rest)
    | NONE => NONE
  fun fromString s = StringCvt.scanString (scan StringCvt.DEC) s
  val op < = P.<
  val op <= = P.<=
  val op > = P.>
  val op >= = P.>=
end

structure Int8 : INTEGER = SkeinFixedInt (struct
  type int = SkeinPrim.int8
  val precision = 8
  val minInt = ~128
  val maxInt = 127
  val fromInt = SkeinPrim.int8FromInt
  val toInt = SkeinPrim.int8ToInt
  val op + : int * int -> int = op +
  val op - : int * int -> int = op -
  val op * : int * int -> int = op *
  val op div : int * int -> int = op div
  val op mod : int * int -> int = op mod
  val ~ : int -> int = ~
  val abs : int -> int = abs
  val op < : int * int -> bool = op <
  val op <= : int * int -> bool = op <=
  val op > : int * int -> bool = op >
  val op >= : int * int -> bool = op >=
end)

structure Int16 : INTEGER = SkeinFixedInt (struct
  type int = SkeinPrim.int16
  val precision = 16
  val minInt = ~32768
  val maxInt = 32767
  val fromInt = SkeinPrim.int16FromInt
  val toInt = SkeinPrim.int16ToInt
  val op + : int * int -> int = op +
  val op - : int * int -> int = op -
  val op * : int * int -> int = op *
  val op div : int * int -> int = op div
  val op mod : int * int -> int = op mod
  val ~ : int -> int = ~
  val abs : int -> int = abs
  val op < : int * int -> bool = op <
  val op <= : int * int -> bool = op <=
  val op > : int * int -> bool = op >
  val op >= : int * int -> bool = op >=
end)

structure Int32 : INTEGER = SkeinFixedInt (struct
  type int = SkeinPrim.int32
  val precision = 32
  val minInt = ~2147483648
  val maxInt = 2147483647
  val fromInt = SkeinPrim.int32FromInt
  val toInt = SkeinPrim.int32ToInt
  val op + : int * int -> int = op +
  val op - : int * int -> int = op -
  val op * : int * int -> int = op *
  val op div : int * int -> int = op div
  val op mod : int * int -> int = op mod
  val ~ : int -> int = ~
  val abs : int -> int = abs
  val op < : int * int -> bool = op <
  val op <= : int * int -> bool = op <=
  val op > : int * int -> bool = op >
  val op >= : int * int -> bool = op >=
end)
