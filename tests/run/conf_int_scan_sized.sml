(* Int32, Word32 and Word8 scan at their boundaries in every radix
   (Overflow past them), fmt in every radix, conversions through
   LargeInt. *)
fun p s = print (s ^ "\n")
fun e f = (f ()) handle Overflow => "Overflow"
fun s32 r s = e (fn () => case StringCvt.scanString (Int32.scan r) s of SOME i => Int32.toString i | NONE => "NONE")
fun w32 r s = e (fn () => case StringCvt.scanString (Word32.scan r) s of SOME i => Word32.toString i | NONE => "NONE")
fun w8 r s = e (fn () => case StringCvt.scanString (Word8.scan r) s of SOME i => Word8.toString i | NONE => "NONE")
val _ = p (String.concatWith " " [s32 StringCvt.HEX "~80000000", s32 StringCvt.HEX "80000000", s32 StringCvt.HEX "7fffffff", s32 StringCvt.BIN "~10000000000000000000000000000000", s32 StringCvt.OCT "17777777777", s32 StringCvt.OCT "20000000000", s32 StringCvt.DEC "-2147483648", s32 StringCvt.DEC "000000000000000000000000000012"])
val _ = p (String.concatWith " " [w32 StringCvt.HEX "FFFFFFFF", w32 StringCvt.HEX "100000000", w32 StringCvt.DEC "4294967295", w32 StringCvt.DEC "4294967296", w32 StringCvt.HEX "0wx0000000000000000FF", w8 StringCvt.DEC "255", w8 StringCvt.DEC "256", w8 StringCvt.BIN "11111111", w8 StringCvt.BIN "100000000", w8 StringCvt.HEX "0x00FF"])
val _ = p (String.concatWith " " (map (fn i => Int32.fmt StringCvt.BIN i ^ "/" ^ Int32.fmt StringCvt.OCT i ^ "/" ^ Int32.fmt StringCvt.HEX i) [0, ~1, valOf Int32.minInt, valOf Int32.maxInt]))
val _ = p (String.concatWith " " (map (fn i => Word32.fmt StringCvt.BIN i ^ "/" ^ Word32.fmt StringCvt.OCT i ^ "/" ^ Word32.fmt StringCvt.DEC i) [0w0, 0wxFFFFFFFF]))
val _ = p (e (fn () => Int32.toString (Int32.fromLarge (Word32.toLargeInt 0wxFFFFFFFF))))
val _ = p (e (fn () => Int32.toString (Int32.fromLarge (Word32.toLargeIntX 0wxFFFFFFFF))))
val _ = p (e (fn () => Word32.toString (Word32.fromLargeInt (Int32.toLarge (valOf Int32.minInt)))))
val _ = p (e (fn () => Int.toString (Word32.toIntX 0wx80000000) ^ " " ^ Int.toString (Word8.toIntX 0wx80)))
