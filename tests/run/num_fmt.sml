(* no-poly *) (* 64-bit Word/Int extremes: Poly/ML's are 63 bits (see below) *)
(* Int/Word fmt in every radix, Int/Word scan with signs and prefixes,
   Overflow on scan.  Checked against Poly/ML with 63-bit values in place of
   the 64-bit extremes (Poly/ML's Int and Word are 63 bits); the last
   column (Int32.minInt) was checked by hand. *)
val _ = print (Real.toString (Real.Math.sqrt 2.0) ^ "\n")
val rs = [StringCvt.BIN, StringCvt.OCT, StringCvt.DEC, StringCvt.HEX]
val _ = List.app (fn r => print (String.concatWith " " [Int.fmt r 0, Int.fmt r 255, Int.fmt r ~255, Int.fmt r (valOf Int.maxInt), Int.fmt r (valOf Int.minInt), Word.fmt r 0w0, Word.fmt r 0w255, Word.fmt r 0wxFFFFFFFFFFFFFFFF, Word8.fmt r 0w200, Word32.fmt r 0wxDEADBEEF, Int32.fmt r ~2147483648] ^ "\n")) rs
fun si r s = case StringCvt.scanString (Int.scan r) s of SOME i => Int.toString i | NONE => "NONE"
fun sw r s = case StringCvt.scanString (Word.scan r) s of SOME w => Word.toString w | NONE => "NONE"
val _ = print (String.concatWith " " [si StringCvt.HEX "0xFF", si StringCvt.HEX "~0Xa", si StringCvt.BIN "1012", si StringCvt.OCT "-17", si StringCvt.DEC "+12", si StringCvt.HEX "0x", si StringCvt.DEC " \n 42"] ^ "\n")
val _ = print (String.concatWith " " [sw StringCvt.HEX "0wxFF", sw StringCvt.HEX "0XfF", sw StringCvt.HEX "0wff", sw StringCvt.DEC "0w99", sw StringCvt.BIN "0w101", sw StringCvt.OCT "777", sw StringCvt.HEX "0wx", sw StringCvt.DEC "~1"] ^ "\n")
val _ = print ((Int.toString (valOf (Int.fromString "9223372036854775808")); "no\n") handle Overflow => "Overflow\n")
val _ = print ((Word.toString (valOf (Word.fromString "10000000000000000")); "no\n") handle Overflow => "Overflow\n")
