(* The IEEEReal structure: IEEE 754 classes, orders and rounding modes, and
   decimal approximations (decimal_approx) with their text form.  Scanning
   here is the syntax of Real.scan too (Real.scan is IEEEReal.scan followed
   by Real.fromDecimal).  The rounding mode is the C library's (fenv). *)

signature IEEE_REAL =
sig
  exception Unordered
  datatype real_order = LESS | EQUAL | GREATER | UNORDERED
  datatype float_class = NAN | INF | ZERO | NORMAL | SUBNORMAL
  datatype rounding_mode = TO_NEAREST | TO_NEGINF | TO_POSINF | TO_ZERO
  val setRoundingMode : rounding_mode -> unit
  val getRoundingMode : unit -> rounding_mode
  type decimal_approx = {class : float_class, sign : bool, digits : int list, exp : int}
  val toString : decimal_approx -> string
  val scan : (char, 'a) StringCvt.reader -> (decimal_approx, 'a) StringCvt.reader
  val fromString : string -> decimal_approx option
end

structure IEEEReal : IEEE_REAL =
struct
  exception Unordered
  datatype real_order = LESS | EQUAL | GREATER | UNORDERED
  datatype float_class = NAN | INF | ZERO | NORMAL | SUBNORMAL
  datatype rounding_mode = TO_NEAREST | TO_NEGINF | TO_POSINF | TO_ZERO
  type decimal_approx = {class : float_class, sign : bool, digits : int list, exp : int}

  (* The numbering of realfmt.c. *)
  fun setRoundingMode m =
    SkeinPrim.realSetRound (case m of TO_NEAREST => 0 | TO_NEGINF => 1 | TO_POSINF => 2 | TO_ZERO => 3)
  fun getRoundingMode () =
    case SkeinPrim.realGetRound () of 1 => TO_NEGINF | 2 => TO_POSINF | 3 => TO_ZERO | _ => TO_NEAREST

  (* [~]0.DIGITS[E[~]exp]; the exponent is left out when it is 0.  The
     spec prepends "~" whenever sign is set, "~nan" included (Real.fmt
     EXACT prints every NaN as "nan"). *)
  fun toString ({class, sign, digits, exp} : decimal_approx) =
    let val s = if sign then "~" else ""
    in
      case class of
        NAN => s ^ "nan"
      | INF => s ^ "inf"
      | ZERO => s ^ "0.0"
      | _ =>
          (* the spec's "0.d1...dn", so "0." when there are no digits
             (as Poly/ML; toDecimal never gives such an approximation) *)
          s ^ "0." ^ String.concat (map Int.toString digits)
          ^ (if exp = 0 then "" else "E" ^ Int.toString exp)
    end

  (* Exponents beyond this make every double 0 or infinite: saturate
     rather than overflow. *)
  val expLimit = 100000000000000000

  (* [+~-]?(digits(.digits)? | .digits)([eE][+~-]?digits)?, or
     [+~-]?(inf | infinity | nan) in any case, after white space.  A "."
     or an exponent marker not followed by digits is not consumed.  The
     result is normalised: no leading or trailing zero digits; ZERO with no
     digits when all digits are zero. *)
  fun scan getc src =
    let
      val (neg, s) = SkeinNumScan.sign getc (StringCvt.skipWS getc src)
      fun digits (s, acc) =
        case getc s of
          SOME (c, s') => if Char.isDigit c then digits (s', (ord c - ord #"0") :: acc) else (rev acc, s)
        | NONE => (rev acc, s)
      fun word (s, []) = SOME s
        | word (s, c :: cs) =
            case getc s of
              SOME (c', s') => if Char.toLower c' = c then word (s', cs) else NONE
            | NONE => NONE
      fun special () =
        case word (s, explode "infinity") of
          SOME s' => SOME ({class = INF, sign = neg, digits = [], exp = 0}, s')
        | NONE =>
            case word (s, explode "inf") of
              SOME s' => SOME ({class = INF, sign = neg, digits = [], exp = 0}, s')
            | NONE =>
                case word (s, explode "nan") of
                  SOME s' => SOME ({class = NAN, sign = neg, digits = [], exp = 0}, s')
                | NONE => NONE
      val (intDigits, s1) = digits (s, [])
      val (fracDigits, s2) =
        case getc s1 of
          SOME (#".", s') => (case digits (s', []) of ([], _) => ([], s1) | r => r)
        | _ => ([], s1)
      fun expValue (ds, negExp) =
        let
          fun loop ([], acc) = acc
            | loop (d :: ds, acc) = if acc > expLimit then acc else loop (ds, acc * 10 + d)
          val v = loop (ds, 0)
        in
          if negExp then ~v else v
        end
      fun exponent s =
        case getc s of
          SOME (c, s') =>
            if c = #"e" orelse c = #"E" then
              let
                val (negExp, s'') = SkeinNumScan.sign getc s'
              in
                case digits (s'', []) of
                  ([], _) => (0, s)
                | (ds, rest) => (expValue (ds, negExp), rest)
              end
            else (0, s)
        | NONE => (0, s)
      fun dropZeros (0 :: ds, n) = dropZeros (ds, n + 1)
        | dropZeros (ds, n) = (ds, n)
    in
      if null intDigits andalso null fracDigits then special ()
      else
        let
          val (e, rest) = exponent s2
          val (ds, leading) = dropZeros (intDigits @ fracDigits, 0)
          val (rds, _) = dropZeros (rev ds, 0)
          val ds = rev rds
        in
          if null ds then SOME ({class = ZERO, sign = neg, digits = [], exp = 0}, rest)
          else SOME ({class = NORMAL, sign = neg, digits = ds, exp = length intDigits - leading + e}, rest)
        end
    end

  fun fromString s = StringCvt.scanString scan s
end
