(* Int, IntInf and Word scanning in every radix (the prefixes and digits
   shared by SkeinNumScan): white space, signs, 0x / 0w / 0wx prefixes
   that only count when a digit follows, the rest of the stream, and
   Overflow. *)
fun rest r = "|" ^ Substring.string r
fun showI NONE = "NONE"
  | showI (SOME (i, r)) = Int.toString i ^ rest r
fun showL NONE = "NONE"
  | showL (SOME (i, r)) = IntInf.toString i ^ rest r
fun showW NONE = "NONE"
  | showW (SOME (w, r)) = Word32.toString w ^ rest r
val radixes = [("BIN", StringCvt.BIN), ("OCT", StringCvt.OCT), ("DEC", StringCvt.DEC), ("HEX", StringCvt.HEX)]
val inputs = ["0", "  ~101xyz", "-77", "+19", "0x1F", "0X1fz", "0x", "0xg", "~0x10", "0w12", "0wx1A", "0WX1a",
              "0w", "0wg", "12a", "", " ", "~", "+x", "\t\n 7", "9", "2", "0w0x5"]
val _ =
  List.app (fn (rn, r) =>
    List.app (fn s =>
      let val ss = Substring.full s
      in
        print (rn ^ " " ^ String.toString s ^ ": "
               ^ showI (Int.scan r Substring.getc ss) ^ " / "
               ^ showL (IntInf.scan r Substring.getc ss) ^ " / "
               ^ showW (Word32.scan r Substring.getc ss) ^ "\n")
      end) inputs) radixes
val _ = print (IntInf.toString (valOf (IntInf.fromString "123456789012345678901234567890")) ^ "\n")
val _ = print (IntInf.fmt StringCvt.HEX (valOf (StringCvt.scanString (IntInf.scan StringCvt.HEX) "~0xDEADBEEFdeadbeefDEADBEEF")) ^ "\n")
val _ = (Word32.fromString "100000000"; print "no\n") handle Overflow => print "Overflow\n"
val _ = print (Word32.toString (valOf (Word32.fromString "FFFFFFFF")) ^ "\n")
val _ = (Word8.scan StringCvt.DEC Substring.getc (Substring.full "256"); print "no\n") handle Overflow => print "Overflow\n"
val _ = print (Word8.fmt StringCvt.BIN (valOf (StringCvt.scanString (Word8.scan StringCvt.BIN) "0w11111111")) ^ "\n")
val _ = print (Int.fmt StringCvt.OCT ~8 ^ " " ^ Int.fmt StringCvt.BIN 5 ^ " " ^ Word.fmt StringCvt.OCT 0w64 ^ "\n")
val _ = (Int32.fromString "9999999999"; print "no\n") handle Overflow => print "Overflow\n"
