(* SkeinTextScan: the escape-sequence scanners behind Char.scan,
   Char.fromString, Char.fromCString, String.scan, String.fromString and
   String.fromCString.  basis.mlb makes this structure visible to char.sml
   and string.sml only.

   Owns: the syntax of SML escapes (\a \b \t \n \v \f \r \\ \" \^C \ddd
   \uXXXX and the formatting gaps \<whitespace>\) and of C escapes (\a \b
   \t \n \v \f \r \? \\ \" \' \^C \ooo (1-3 octal digits) \xh... (hex)).
   Invariants: every scanner takes a character reader and a stream and
   returns the rest of the stream after exactly the characters it used;
   codes above 255 are rejected, never truncated. *)
structure SkeinTextScan =
struct
  fun ord c = SkeinPrim.charOrd c
  fun chr i = SkeinPrim.charUnsafeChr i

  fun isPrint c = ord c >= 32 andalso ord c <= 126
  fun isSpace c = ord c = 32 orelse (ord c >= 9 andalso ord c <= 13)
  fun isDigit c = ord c >= 48 andalso ord c <= 57
  fun isOctal c = ord c >= 48 andalso ord c <= 55

  fun hexValue c =
    if isDigit c then SOME (ord c - 48)
    else if ord c >= 97 andalso ord c <= 102 then SOME (ord c - 87)
    else if ord c >= 65 andalso ord c <= 70 then SOME (ord c - 55)
    else NONE

  (* Exactly n digits of the given base (digit c returns its value). *)
  fun fixedDigits digit base n getc s =
    let
      fun loop (0, acc, s) = SOME (acc, s)
        | loop (k, acc, s) =
            case getc s of
              SOME (c, s') => (case digit c of SOME d => loop (k - 1, acc * base + d, s') | NONE => NONE)
            | NONE => NONE
    in
      loop (n, 0, s)
    end

  fun decValue c = if isDigit c then SOME (ord c - 48) else NONE

  fun simpleEscape c =
    case c of
      #"a" => SOME #"\a"
    | #"b" => SOME #"\b"
    | #"t" => SOME #"\t"
    | #"n" => SOME #"\n"
    | #"v" => SOME #"\v"
    | #"f" => SOME #"\f"
    | #"r" => SOME #"\r"
    | #"\\" => SOME #"\\"
    | #"\"" => SOME #"\""
    | _ => NONE

  (* After a backslash and one whitespace character: the rest of a gap,
     up to and including its closing backslash. *)
  fun skipGapRest getc s =
    case getc s of
      SOME (c, s') => if isSpace c then skipGapRest getc s' else if c = #"\\" then SOME s' else NONE
    | NONE => NONE

  (* Formatting gaps, as many as there are; NONE when one is malformed. *)
  fun skipGaps getc s =
    case getc s of
      SOME (#"\\", s1) =>
        (case getc s1 of
           SOME (c, s2) =>
             if isSpace c then (case skipGapRest getc s2 of SOME s3 => skipGaps getc s3 | NONE => NONE)
             else SOME s
         | NONE => SOME s)
    | _ => SOME s

  (* The c of a control escape \^c (c in @..._), as the character it names. *)
  fun controlChar getc s =
    case getc s of
      SOME (c, s') => if ord c >= 64 andalso ord c <= 95 then SOME (chr (ord c - 64), s') else NONE
    | NONE => NONE

  (* The stream after the well-formed gaps at its front (a malformed one
     is left in place). *)
  fun skipWellFormedGaps getc s =
    case getc s of
      SOME (#"\\", s1) =>
        (case getc s1 of
           SOME (c, s2) =>
             if isSpace c then
               case skipGapRest getc s2 of
                 SOME s3 => skipWellFormedGaps getc s3
               | NONE => s
             else s
         | NONE => s)
    | _ => s

  (* One character, written as in SML source, after any gaps. *)
  fun scanChar getc s =
    case skipGaps getc s of
      NONE => NONE
    | SOME s =>
        case getc s of
          NONE => NONE
        | SOME (#"\\", s1) =>
            (case getc s1 of
               NONE => NONE
             | SOME (#"^", s2) => controlChar getc s2
             | SOME (#"u", s2) =>
                 (case fixedDigits hexValue 16 4 getc s2 of
                    SOME (v, s3) => if v <= 255 then SOME (chr v, s3) else NONE
                  | NONE => NONE)
             | SOME (c, s2) =>
                 if isDigit c then
                   case fixedDigits decValue 10 3 getc s1 of
                     SOME (v, s3) => if v <= 255 then SOME (chr v, s3) else NONE
                   | NONE => NONE
                 else
                   case simpleEscape c of
                     SOME e => SOME (e, s2)
                   | NONE => NONE)
        | SOME (c, s1) => if isPrint c then SOME (c, s1) else NONE

  (* Up to `max` digits (at least one) of the given base. *)
  fun someDigits digit base max getc s =
    let
      fun loop (k, acc, s) =
        if k >= max then SOME (acc, s)
        else
          case getc s of
            SOME (c, s') =>
              (case digit c of
                 SOME d => if acc > 255 then NONE else loop (k + 1, acc * base + d, s')
               | NONE => if k = 0 then NONE else SOME (acc, s))
          | NONE => if k = 0 then NONE else SOME (acc, s)
    in
      loop (0, 0, s)
    end

  fun octValue c = if isOctal c then SOME (ord c - 48) else NONE

  (* One character, written as in C source; the control escape \^c is
     read too, as Poly/ML does (SML/NJ 110.79 rejects the whole string). *)
  fun scanCChar getc s =
    case getc s of
      NONE => NONE
    | SOME (#"\\", s1) =>
        (case getc s1 of
           NONE => NONE
         | SOME (#"x", s2) =>
             (case someDigits hexValue 16 1000000 getc s2 of
                SOME (v, s3) => if v <= 255 then SOME (chr v, s3) else NONE
              | NONE => NONE)
         | SOME (#"^", s2) => controlChar getc s2
         | SOME (#"?", s2) => SOME (#"?", s2)
         | SOME (#"'", s2) => SOME (#"'", s2)
         | SOME (c, s2) =>
             if isOctal c then
               case someDigits octValue 8 3 getc s1 of
                 SOME (v, s3) => if v <= 255 then SOME (chr v, s3) else NONE
               | NONE => NONE
             else
               case simpleEscape c of
                 SOME e => SOME (e, s2)
               | NONE => NONE)
    | SOME (c, s1) => if isPrint c then SOME (c, s1) else NONE

  (* As many characters as `one` scans; NONE only when the first fails
     and the stream is not at its end (after any gaps, for SML syntax).
     The rest begins after the gaps that follow the last character (as
     Poly/ML and SML/NJ: "a\\ \\\tb" leaves "\tb", not "\\ \\\tb"); `skip`
     skips them (skipWellFormedGaps, or noSkip for C syntax). *)
  fun scanString one skip getc s =
    let
      fun loop (acc, s) =
        case one getc s of
          SOME (c, s') => loop (c :: acc, s')
        | NONE => (acc, s)
      val (cs, stop) = loop ([], s)
      val rest = skip getc stop
      fun result () = SOME (SkeinPrim.stringImplode (List.rev cs), rest)
    in
      case cs of
        _ :: _ => result ()
      | [] =>
          case getc rest of
            NONE => SOME ("", rest)
          | SOME _ => NONE
    end

  (* A reader over a string, from a position. *)
  fun stringGetc str i =
    if i < SkeinPrim.stringSize str then SOME (SkeinPrim.stringUnsafeSub (str, i), i + 1) else NONE

  fun fromString scan str =
    case scan (stringGetc str) 0 of
      SOME (x, _) => SOME x
    | NONE => NONE

  fun noSkip (_ : 'b -> (char * 'b) option) (s : 'b) = s
end
