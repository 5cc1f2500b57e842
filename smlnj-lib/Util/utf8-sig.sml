(* utf8-sig.sml: UTF8, decoding and encoding the UTF-8 form of Unicode code
 * points (UTF8). *)

signature UTF8 =
  sig
    type wchar = word

    val maxCodePoint : wchar

    (* raised on a malformed or truncated encoding *)
    exception Incomplete

    (* reads one code point (one to four bytes); NONE at the end of input *)
    val getu : (char, 'strm) StringCvt.reader -> (wchar, 'strm) StringCvt.reader

    (* the code points of a UTF-8 string *)
    val explode : string -> wchar list
    val fold : (wchar * 'a -> 'a) -> 'a -> string -> 'a
    (* the number of code points *)
    val size : string -> int

    (* Chr above maxCodePoint *)
    val encode : wchar -> string
    val isAscii : wchar -> bool
    (* the low seven bits *)
    val toAscii : wchar -> char
    val fromAscii : char -> wchar
    (* an ASCII code point as Char.toCString writes it; any other as
     * "\\u" and at least four upper-case hexadecimal digits *)
    val toString : wchar -> string
  end
