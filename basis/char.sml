(* The Char structure (characters are bytes, 0..255); chr and ord are also
   top-level. *)

val ord = SkeinPrim.charOrd

fun chr i = if i < 0 orelse i > 255 then raise Chr else SkeinPrim.charUnsafeChr i

signature CHAR =
sig
  eqtype char
  eqtype string
  val minChar : char
  val maxChar : char
  val maxOrd : int
  val ord : char -> int
  val chr : int -> char
  val succ : char -> char
  val pred : char -> char
  val compare : char * char -> order
  val < : char * char -> bool
  val <= : char * char -> bool
  val > : char * char -> bool
  val >= : char * char -> bool
  val contains : string -> char -> bool
  val notContains : string -> char -> bool
  val isAscii : char -> bool
  val toLower : char -> char
  val toUpper : char -> char
  val isAlpha : char -> bool
  val isAlphaNum : char -> bool
  val isCntrl : char -> bool
  val isDigit : char -> bool
  val isGraph : char -> bool
  val isHexDigit : char -> bool
  val isLower : char -> bool
  val isPrint : char -> bool
  val isSpace : char -> bool
  val isPunct : char -> bool
  val isUpper : char -> bool
  (* String.string and Char.char (the spec's types) are the top-level ones *)
  val toString : char -> SkeinPrim.string
  val scan : ('a -> (SkeinPrim.char * 'a) option) -> 'a -> (char * 'a) option
  val fromString : SkeinPrim.string -> char option
  val toCString : char -> SkeinPrim.string
  val fromCString : SkeinPrim.string -> char option
end

structure Char : CHAR =
struct
  type char = char
  type string = string
  val minChar = #"\000"
  val maxChar = #"\255"
  val maxOrd = 255
  val ord = ord
  val chr = chr

  fun succ c = chr (ord c + 1)
  fun pred c = chr (ord c - 1)

  fun compare (a : char, b) = if a < b then LESS else if a = b then EQUAL else GREATER

  fun contains s c =
    let
      val n = SkeinPrim.stringSize s
      fun loop i = i < n andalso (SkeinPrim.stringUnsafeSub (s, i) = c orelse loop (i + 1))
    in
      loop 0
    end

  fun notContains s c = not (contains s c)

  fun isAscii c = ord c <= 127
  fun isUpper c = #"A" <= c andalso c <= #"Z"
  fun isLower c = #"a" <= c andalso c <= #"z"
  fun isDigit c = #"0" <= c andalso c <= #"9"
  fun isAlpha c = isUpper c orelse isLower c
  fun isAlphaNum c = isAlpha c orelse isDigit c
  fun isHexDigit c = isDigit c orelse (#"a" <= c andalso c <= #"f") orelse (#"A" <= c andalso c <= #"F")
  fun isGraph c = #"!" <= c andalso c <= #"~"
  fun isPrint c = isGraph c orelse c = #" "
  fun isPunct c = isGraph c andalso not (isAlphaNum c)
  fun isCntrl c = isAscii c andalso not (isPrint c)
  fun isSpace c = c = #" " orelse (#"\t" <= c andalso c <= #"\r")

  fun toLower c = if isUpper c then chr (ord c + 32) else c
  fun toUpper c = if isLower c then chr (ord c - 32) else c

  (* SML source escapes, as the Basis Library specifies. *)
  fun toString c =
    let
      fun digit d = chr (ord #"0" + d)
      fun three i = SkeinPrim.stringImplode [#"\\", digit (i div 100), digit (i div 10 mod 10), digit (i mod 10)]
    in
      case c of
        #"\\" => "\\\\"
      | #"\"" => "\\\""
      | #"\a" => "\\a"
      | #"\b" => "\\b"
      | #"\t" => "\\t"
      | #"\n" => "\\n"
      | #"\v" => "\\v"
      | #"\f" => "\\f"
      | #"\r" => "\\r"
      | _ =>
          if isPrint c then SkeinPrim.stringImplode [c]
          else if ord c < 32 then SkeinPrim.stringImplode [#"\\", #"^", chr (ord c + 64)]
          else three (ord c)
    end

  (* C escapes, three octal digits for the other non-printables. *)
  fun toCString c =
    let
      fun digit d = chr (ord #"0" + d)
      val i = ord c
    in
      case c of
        #"\\" => "\\\\"
      | #"\"" => "\\\""
      | #"?" => "\\?"
      | #"'" => "\\'"
      | #"\a" => "\\a"
      | #"\b" => "\\b"
      | #"\t" => "\\t"
      | #"\n" => "\\n"
      | #"\v" => "\\v"
      | #"\f" => "\\f"
      | #"\r" => "\\r"
      | _ =>
          if isPrint c then SkeinPrim.stringImplode [c]
          else SkeinPrim.stringImplode [#"\\", digit (i div 64), digit (i div 8 mod 8), digit (i mod 8)]
    end

  fun scan getc s = SkeinTextScan.scanChar getc s
  fun fromString s = SkeinTextScan.fromString SkeinTextScan.scanChar s
  fun fromCString s = SkeinTextScan.fromString SkeinTextScan.scanCChar s

  (* Last: from here on the comparisons are the monomorphic ones. *)
  val op < : char * char -> bool = op <
  val op <= : char * char -> bool = op <=
  val op > : char * char -> bool = op >
  val op >= : char * char -> bool = op >=
end
