(* format.sml: Format, FORMAT: the format string is parsed into text and
 * directives, then each directive formats the next item (see
 * format-sig.sml for the directives).  Where SML/NJ 110.79 accepts a
 * directive this gives the same text (e.g. exponents `e03`, `e-04`, with
 * at least two digits and no `+`); it also accepts the flags `-`, `+` and
 * ` `, `#`, and a precision on `%s`. *)

structure Format :> FORMAT =
  struct
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

    type spec = {
        left : bool, plus : bool, space : bool, zero : bool, alt : bool,
        width : int, prec : int option, conv : char
      }

    datatype piece = Text of string | Dir of spec

    (* ------------------------------------------------------------ parsing *)

    fun parse s =
          let
            val n = size s
            fun sub i = String.sub (s, i)
            fun addText (start, i, acc) =
                  if i > start then Text (String.substring (s, start, i - start)) :: acc else acc
            fun text (start, i, acc) =
                  if i = n then rev (addText (start, i, acc))
                  else if sub i <> #"%" then text (start, i + 1, acc)
                  else if i + 1 < n andalso sub (i + 1) = #"%"
                    then text (i + 2, i + 2, Text "%" :: addText (start, i, acc))
                  else directive (i + 1, addText (start, i, acc))
            and directive (i, acc) =
                  let
                    val left = ref false
                    val plus = ref false
                    val space = ref false
                    val zero = ref false
                    val alt = ref false
                    fun flags i =
                          if i >= n then i
                          else case sub i
                                of #"-" => (left := true; flags (i + 1))
                                 | #"+" => (plus := true; flags (i + 1))
                                 | #" " => (space := true; flags (i + 1))
                                 | #"0" => (zero := true; flags (i + 1))
                                 | #"#" => (alt := true; flags (i + 1))
                                 | _ => i
                    fun digits (i, v) =
                          if i < n andalso Char.isDigit (sub i)
                            then digits (i + 1, 10 * v + (Char.ord (sub i) - Char.ord #"0"))
                            else (i, v)
                    val i = flags i
                    val (i, width) = digits (i, 0)
                    val (i, prec) =
                          if i < n andalso sub i = #"."
                            then let val (j, p) = digits (i + 1, 0) in (j, SOME p) end
                            else (i, NONE)
                    val conv = if i < n then sub i else raise BadFormat
                    val () = if Char.contains "dxXocsbfeEgG" conv then () else raise BadFormat
                    val spec = {left = !left, plus = !plus, space = !space, zero = !zero,
                                alt = !alt, width = width, prec = prec, conv = conv}
                  in
                    text (i + 1, i + 1, Dir spec :: acc)
                  end
          in
            text (0, 0, [])
          end

    (* --------------------------------------------------------- formatting *)

    (* a formatted item before padding: numbers split into their sign or
     * radix prefix and their digits, so that zeros go between *)
    datatype body = Plain of string | Number of string * string

    fun sign ({plus, space, ...} : spec, neg) =
          if neg then "-" else if plus then "+" else if space then " " else ""

    fun integer (spec as {conv, alt, ...} : spec, i : LargeInt.int) =
          let
            val (radix, prefix) =
                  case conv
                   of #"d" => (StringCvt.DEC, "")
                    | #"x" => (StringCvt.HEX, if alt then "0x" else "")
                    | #"X" => (StringCvt.HEX, if alt then "0X" else "")
                    | #"o" => (StringCvt.OCT, if alt then "0" else "")
                    | _ => raise BadFmtList
            val digits = LargeInt.fmt radix (LargeInt.abs i)
            val digits = if conv = #"x" then String.map Char.toLower digits else digits
          in
            Number (sign (spec, i < 0) ^ prefix, digits)
          end

    (* drops trailing zeros after a decimal point, and the point if bare *)
    fun trimZeros s =
          if not (Char.contains s #".") then s
          else
            let
              val ss = Substring.dropr (fn c => c = #"0") (Substring.full s)
              val ss = Substring.dropr (fn c => c = #".") ss
            in
              Substring.string ss
            end

    (* (mantissa, exponent) of x >= 0 with p fraction digits *)
    fun sciParts (p, x) =
          let
            val s = Real.fmt (StringCvt.SCI (SOME p)) x
            val (mant, exp) = Substring.splitl (fn c => c <> #"E") (Substring.full s)
            val exp = Substring.triml 1 exp
            val e = case Int.fromString (Substring.string exp) of SOME e => e | NONE => 0
          in
            (Substring.string mant, e)
          end

    fun expString (upper, e) =
          let
            val digits = Int.toString (abs e)
            val digits = if size digits < 2 then "0" ^ digits else digits
          in
            (if upper then "E" else "e") ^ (if e < 0 then "-" else "") ^ digits
          end

    fun real (spec as {conv, prec, alt, ...} : spec, x : real) =
          if Real.isNan x then Plain "nan"
          else
            let
              val neg = Real.signBit x
              val a = Real.abs x
              val p = getOpt (prec, 6)
              val upper = Char.isUpper conv
              fun sci p = sciParts (p, a)
              val digits =
                    if not (Real.isFinite a) then "inf"
                    else case conv
                          of #"f" => Real.fmt (StringCvt.FIX (SOME p)) a
                           | #"e" => let val (m, e) = sci p in m ^ expString (false, e) end
                           | #"E" => let val (m, e) = sci p in m ^ expString (true, e) end
                           | _ =>
                               let
                                 val p = if p = 0 then 1 else p
                                 val (m, e) = sci (p - 1)
                                 val e = if Real.== (a, 0.0) then 0 else e
                                 val keep = if alt then (fn s => s) else trimZeros
                               in
                                 if e < ~4 orelse e >= p then keep m ^ expString (upper, e)
                                 else keep (Real.fmt (StringCvt.FIX (SOME (p - 1 - e))) a)
                               end
            in
              Number (sign (spec, neg), digits)
            end

    fun body (spec as {conv, prec, ...} : spec, item) : body =
          case (conv, item)
           of (_, INT i) => integer (spec, Int.toLarge i)
            | (_, LINT i) => integer (spec, i)
            | (_, WORD w) => integer (spec, Word.toLargeInt w)
            | (_, WORD8 w) => integer (spec, Word8.toLargeInt w)
            | (_, LWORD w) => integer (spec, LargeWord.toLargeInt w)
            | (#"c", CHR c) => Plain (String.str c)
            | (#"b", BOOL b) => Plain (Bool.toString b)
            | (#"s", STR s) => Plain (case prec of SOME p => if p < size s then String.substring (s, 0, p) else s | NONE => s)
            | (#"s", ATOM a) => body (spec, STR (Atom.toString a))
            | (_, REAL x) => if Char.contains "feEgG" conv then real (spec, x) else raise BadFmtList
            | (_, LREAL x) => body (spec, REAL (LargeReal.toLarge x))
            | _ => raise BadFmtList

    fun pad (left, w) s =
          let val fill = CharVector.tabulate (Int.max (0, w - size s), fn _ => #" ")
          in if left then s ^ fill else fill ^ s end

    fun zeroWidth ({left, plus, space, zero, alt, prec, conv, ...} : spec) =
          {left = left, plus = plus, space = space, zero = zero, alt = alt, width = 0, prec = prec, conv = conv}

    (* the item's text padded to the directive's width, or to the width of
     * LEFT and RIGHT, which replaces it *)
    fun render (spec, LEFT (w, item)) = pad (true, w) (render (zeroWidth spec, item))
      | render (spec, RIGHT (w, item)) = pad (false, w) (render (zeroWidth spec, item))
      | render (spec as {left, zero, width, ...} : spec, item) =
          case body (spec, item)
           of Plain s => pad (left, width) s
            | Number (prefix, digits) =>
                if zero andalso not left
                  then prefix ^ StringCvt.padLeft #"0" (width - size prefix) digits
                  else pad (left, width) (prefix ^ digits)

    fun pieces fmt items =
          let
            fun go ([], [], acc) = rev acc
              | go ([], _ :: _, _) = raise BadFmtList
              | go (Text s :: rest, items, acc) = go (rest, items, s :: acc)
              | go (Dir _ :: _, [], _) = raise BadFmtList
              | go (Dir spec :: rest, item :: items, acc) = go (rest, items, render (spec, item) :: acc)
          in
            go (parse fmt, items, [])
          end

    fun format fmt items = String.concat (pieces fmt items)
    fun formatf fmt consumer items = List.app consumer (pieces fmt items)
  end
