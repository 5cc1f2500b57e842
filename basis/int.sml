(* The INTEGER signature and the Int structure: 64-bit integers whose arithmetic raises Overflow.
   The arithmetic itself is the compiler's overloaded operators; the rest
   is SML. *)

(* INTEGER mentions Int.int: bind it before the signature; the full Int
   below replaces this one. *)
structure Int = struct type int = int end
structure LargeInt = struct type int = SkeinPrim.intinf end

signature INTEGER =
sig
  eqtype int
  val toLarge : int -> LargeInt.int
  val fromLarge : LargeInt.int -> int
  val toInt : int -> Int.int
  val fromInt : Int.int -> int
  val precision : Int.int option
  val minInt : int option
  val maxInt : int option
  val + : int * int -> int
  val - : int * int -> int
  val * : int * int -> int
  val div : int * int -> int
  val mod : int * int -> int
  val quot : int * int -> int
  val rem : int * int -> int
  val compare : int * int -> order
  val < : int * int -> bool
  val <= : int * int -> bool
  val > : int * int -> bool
  val >= : int * int -> bool
  val ~ : int -> int
  val abs : int -> int
  val min : int * int -> int
  val max : int * int -> int
  val sign : int -> Int.int
  val sameSign : int * int -> bool
  val fmt : StringCvt.radix -> int -> string
  val toString : int -> string
  val scan : StringCvt.radix -> (char, 'a) StringCvt.reader -> (int, 'a) StringCvt.reader
  val fromString : string -> int option
end

structure Int : INTEGER =
struct
  type int = int
  val toLarge = SkeinPrim.intInfFromInt
  val fromLarge = SkeinPrim.intInfToInt
  fun toInt (i : int) = i
  fun fromInt (i : int) = i
  val precision = SOME 64
  val minInt = SOME ~9223372036854775808
  val maxInt = SOME 9223372036854775807
  val op + : int * int -> int = op +
  val op - : int * int -> int = op -
  val op * : int * int -> int = op *
  val op div : int * int -> int = op div
  val op mod : int * int -> int = op mod
  val ~ : int -> int = ~
  val abs : int -> int = abs

  (* Truncating division: the quotient rounds towards zero. *)
  fun quot (a : int, b) =
    let val q = a div b
    in if a mod b <> 0 andalso (a < 0) <> (b < 0) then q + 1 else q end

  fun rem (a : int, b) =
    let val m = a mod b
    in if m <> 0 andalso (a < 0) <> (b < 0) then m - b else m end

  fun compare (a : int, b) = if a < b then LESS else if a = b then EQUAL else GREATER
  fun min (a : int, b) = if a < b then a else b
  fun max (a : int, b) = if a < b then b else a
  fun sign (a : int) = if a < 0 then ~1 else if a = 0 then 0 else 1
  fun sameSign (a, b) = sign a = sign b

  val radixBase = SkeinNumScan.radixBase

  (* The digits (uppercase for HEX) straight into a new string, in C. *)
  fun fmt radix (n : int) = SkeinPrim.intFmt (n, radixBase radix)
  fun toString (n : int) = SkeinPrim.intFmt (n, 10)

  (* SkeinNumScan.intPrefix (white space, sign, 0x for HEX), then the
     digits, accumulated negated so that minInt fits.  Raises Overflow
     when the number does not fit. *)
  fun scan radix getc src =
    case SkeinNumScan.intPrefix radix getc src of
      NONE => NONE
    | SOME (negative, s) =>
        let
          val b = radixBase radix
          val (v, rest) = SkeinNumScan.digits b getc (fn (acc, d) => acc * b - d) (0, s)
        in
          SOME (if negative then v else ~ v, rest)
        end

  fun fromString s = StringCvt.scanString (scan StringCvt.DEC) s

  (* Last: from here on the comparisons are the monomorphic ones. *)
  val op < : int * int -> bool = op <
  val op <= : int * int -> bool = op <=
  val op > : int * int -> bool = op >
  val op >= : int * int -> bool = op >=
end
