(* utf8.sml: UTF8 (UTF8).  A lead byte 0xxxxxxx, 110xxxxx, 1110xxxx or
 * 11110xxx starts a sequence of one to four bytes whose others are
 * 10xxxxxx.  Decoding checks only that shape and that the value is at most
 * maxCodePoint (overlong forms and surrogates are accepted). *)

structure UTF8 :> UTF8 =
  struct
    type wchar = word

    val maxCodePoint : wchar = 0wx10FFFF

    exception Incomplete

    fun byte c = Word.fromInt (Char.ord c)

    fun getu getc strm =
          let
            (* adds n continuation bytes to the bits w *)
            fun more (0, w, strm) = if w > maxCodePoint then raise Incomplete else SOME (w, strm)
              | more (n, w, strm) =
                  case getc strm of
                    SOME (c, strm') =>
                      if Word.andb (byte c, 0wxC0) = 0wx80
                      then more (n - 1, Word.orb (Word.<< (w, 0w6), Word.andb (byte c, 0wx3F)), strm')
                      else raise Incomplete
                  | NONE => raise Incomplete
          in
            case getc strm of
              NONE => NONE
            | SOME (c, strm') =>
                let val b = byte c
                in
                  if b < 0wx80 then SOME (b, strm')
                  else if Word.andb (b, 0wxE0) = 0wxC0 then more (1, Word.andb (b, 0wx1F), strm')
                  else if Word.andb (b, 0wxF0) = 0wxE0 then more (2, Word.andb (b, 0wx0F), strm')
                  else if Word.andb (b, 0wxF8) = 0wxF0 then more (3, Word.andb (b, 0wx07), strm')
                  else raise Incomplete
                end
          end

    fun fold f init s =
          let
            fun loop (acc, strm) =
                  case getu Substring.getc strm of
                    SOME (w, strm') => loop (f (w, acc), strm')
                  | NONE => acc
          in
            loop (init, Substring.full s)
          end

    fun explode s = List.rev (fold (op ::) [] s)
    fun size s = fold (fn (_, n) => n + 1) 0 s

    fun encode w =
          let
            fun ch w = Char.chr (Word.toInt w)
            fun cont (w, shift) = ch (Word.orb (0wx80, Word.andb (Word.>> (w, shift), 0wx3F)))
          in
            if w < 0wx80 then String.str (ch w)
            else if w < 0wx800 then String.implode [ch (Word.orb (0wxC0, Word.>> (w, 0w6))), cont (w, 0w0)]
            else if w < 0wx10000 then
              String.implode [ch (Word.orb (0wxE0, Word.>> (w, 0w12))), cont (w, 0w6), cont (w, 0w0)]
            else if w <= maxCodePoint then
              String.implode [ch (Word.orb (0wxF0, Word.>> (w, 0w18))), cont (w, 0w12), cont (w, 0w6), cont (w, 0w0)]
            else raise Chr
          end

    fun isAscii w = w < 0wx80
    fun toAscii w = Char.chr (Word.toInt (Word.andb (w, 0wx7F)))
    fun fromAscii c = Word.andb (byte c, 0wx7F)

    fun toString w =
          if isAscii w then Char.toCString (toAscii w)
          else "\\u" ^ StringCvt.padLeft #"0" 4 (Word.fmt StringCvt.HEX w)
  end
