(* format-sig.sml: FORMAT, printf-style formatting (Format).
 *
 * A format string holds text and directives: `%%`, or `%` FLAGS WIDTH
 * [`.` PRECISION] CONV, with FLAGS among `-` (left-justify), `+` (sign
 * of positive numbers), ` ` (space before positive numbers), `0` (pad
 * numbers with zeros), `#` (`0x`/`0` before hex/octal), and CONV one of
 *   d        INT, LINT, WORD, WORD8, LWORD in decimal
 *   x X o    the same in hexadecimal (lower, upper case) or octal
 *   c        CHR
 *   s        STR, ATOM (PRECISION: at most that many characters)
 *   b        BOOL
 *   f e E g G  REAL, LREAL as C's printf (PRECISION: default 6)
 * Negative numbers take `-`.  LEFT (w, item) and RIGHT (w, item) format
 * item and pad it to width w instead of the directive's width.  A bad
 * directive raises BadFormat; too few or too many items, or an item the
 * directive cannot format, raise BadFmtList. *)

signature FORMAT =
  sig
    datatype fmt_item
      = ATOM of Atom.atom
      | LINT of LargeInt.int
      | INT of Int.int
      | LWORD of LargeWord.word
      | WORD of Word.word
      | WORD8 of Word8.word
      | BOOL of bool
      | CHR of char
      | STR of string
      | REAL of Real.real
      | LREAL of LargeReal.real
      | LEFT of int * fmt_item
      | RIGHT of int * fmt_item

    exception BadFormat
    exception BadFmtList

    val format : string -> fmt_item list -> string
    (* passes the formatted pieces to the consumer, in order *)
    val formatf : string -> (string -> unit) -> fmt_item list -> unit
  end
