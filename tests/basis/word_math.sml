(* Word, Word8, Word64, LargeWord and Math from the basis. *)
val w = Word.fromInt 255
val s = Word.toString w
val x = Word.toInt (Word.andb (Word.<< (w, 0w4), Word.fromInt 0xFF0))
val i8 = Word8.toInt (Word8.fromInt 300)
val ix = Word8.toIntX (Word8.notb (Word8.fromInt 0))
val s8 = Word8.toString (Word8.>> (Word8.fromInt 0xF0, 0w4))
val big = Word64.toString (Word64.~>> (Word64.fromInt ~16, 0w2))
val p = Word.fromString "0wx1F"
val d = Option.map Word.toInt (StringCvt.scanString (Word.scan StringCvt.DEC) "  42z")
val c = Word8.compare (Word8.fromInt 1, Word8.fromInt 2)
val l = Word64.toInt (LargeWord.fromInt 7)
val lg = Word8.toInt (Word8.fromLarge (Word8.toLarge (Word8.fromInt 200)))
val r = Math.sqrt 2.0 * Math.cos Math.pi
val a = Math.atan2 (1.0, 1.0)
val q = Math.pow (2.0, 10.0)
