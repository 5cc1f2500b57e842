(* SkeinNumScan: what Int, IntInf and the word structures share to read
   and write numbers in a radix (basis.mlb shows it to int.sml,
   intinf.sml, word.sml and ieee-real.sml only).  Each structure keeps its own digit
   accumulation (negated ints, GMP digit strings, words with an overflow
   test); the radixes, digit values and the prefixes before the digits
   are here, once.

   Invariant: a prefix is part of a number only when a digit of the radix
   follows it ("0x" alone scans as 0 followed by "x"). *)
structure SkeinNumScan =
struct
  fun radixBase StringCvt.BIN = 2
    | radixBase StringCvt.OCT = 8
    | radixBase StringCvt.DEC = 10
    | radixBase StringCvt.HEX = 16

  (* The value of a digit character in any radix up to 16; 99 if none. *)
  fun digitValue c =
    if Char.isDigit c then ord c - ord #"0"
    else if #"a" <= c andalso c <= #"f" then ord c - ord #"a" + 10
    else if #"A" <= c andalso c <= #"F" then ord c - ord #"A" + 10
    else 99

  fun digitChar d = String.sub ("0123456789ABCDEF", d)

  fun isDigitAt base getc s =
    case getc s of SOME (c, _) => digitValue c < base | NONE => false

  (* The stream after the first of `prefixes` that a digit follows; s
     itself if none. *)
  fun afterPrefix base getc prefixes s =
    let
      fun skip (s, []) = SOME s
        | skip (s, c :: cs) =
            case getc s of
              SOME (c', s') => if c' = c then skip (s', cs) else NONE
            | NONE => NONE
      fun try [] = s
        | try (p :: ps) =
            case skip (s, explode p) of
              SOME s' => if isDigitAt base getc s' then s' else try ps
            | NONE => try ps
    in
      try prefixes
    end

  (* An optional sign, ~, - or + (the Basis' scanners of integers, reals
     and exponents all accept these three): (negative, the stream after
     it). *)
  fun sign getc s =
    case getc s of
      SOME (#"~", s') => (true, s')
    | SOME (#"-", s') => (true, s')
    | SOME (#"+", s') => (false, s')
    | _ => (false, s)

  (* Integers: white space, an optional sign (~, - or +), for HEX an
     optional 0x or 0X.  SOME (negative, stream at the first digit), or
     NONE when no digit follows. *)
  fun intPrefix radix getc src =
    let
      val base = radixBase radix
      val (negative, s) = sign getc (StringCvt.skipWS getc src)
      val s = if base = 16 then afterPrefix base getc ["0x", "0X"] s else s
    in
      if isDigitAt base getc s then SOME (negative, s) else NONE
    end

  (* Words: white space, then 0w, or for HEX 0wx, 0wX, 0x, 0X or 0w (as
     Poly/ML and MLton; the spec's HEX prefixes lack 0w).
     SOME (stream at the first digit), or NONE when no digit follows. *)
  fun wordPrefix radix getc src =
    let
      val base = radixBase radix
      val prefixes = if base = 16 then ["0wx", "0wX", "0x", "0X", "0w"] else ["0w"]
      val s = afterPrefix base getc prefixes (StringCvt.skipWS getc src)
    in
      if isDigitAt base getc s then SOME s else NONE
    end

  (* Folds `step` over the digit values of the radix from s on: the
     accumulated value and the stream after the last digit. *)
  fun digits base getc step (acc, s) =
    case getc s of
      SOME (c, s') =>
        let val d = digitValue c
        in if d < base then digits base getc step (step (acc, d), s') else (acc, s) end
    | NONE => (acc, s)
end
