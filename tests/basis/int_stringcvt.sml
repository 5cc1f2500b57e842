(* Int.fmt, Int.scan, Int.fromString and StringCvt from the basis. *)
val h = Int.fmt StringCvt.HEX 255
val bin = Int.fmt StringCvt.BIN ~5
val m = Int.toString (valOf Int.minInt)
val n = Int.fromString "  -123abc"
val x = StringCvt.scanString (Int.scan StringCvt.HEX) "0x1f"
val bad = Int.fromString "abc"
val o8 = StringCvt.scanString (Int.scan StringCvt.OCT) "~17"
fun getc (s, i) = if i < size s then SOME (String.sub (s, i), (s, i + 1)) else NONE
val (word, rest) = StringCvt.splitl Char.isAlpha getc ("abc def", 0)
val rest' = StringCvt.skipWS getc rest
val padded = StringCvt.padRight #"." 6 "ab"
val fmts = [StringCvt.SCI NONE, StringCvt.FIX (SOME 2), StringCvt.GEN NONE, StringCvt.EXACT]
type 'a r = (char, 'a) StringCvt.reader
val sub = Substring.getc : (char, Substring.substring) StringCvt.reader
val fromSub = Int.scan StringCvt.DEC Substring.getc (Substring.full "12 rest")
