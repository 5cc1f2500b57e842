(* Fixed-width ints and words: wrap-around and Overflow at their width,
   conversions, text, literal patterns.  Poly/ML (which lacks Int8, Int16
   and Word16) printed the Word32/Int32/Word/Word8 lines; the others were
   checked by hand against the Basis spec. *)
fun p s = print (s ^ "\n")
val _ = p (Word32.toString (0wxFFFFFFFF + 0w1) ^ " " ^ Word32.toString (0w0 - 0w1) ^ " " ^ Word32.toString (0wx10000 * 0wx10000))
val _ = p (Word16.toString (0wxFFFF + 0w2) ^ " " ^ Word16.fmt StringCvt.DEC (Word16.~ 0w1) ^ " " ^ Word16.toString (Word16.<< (0wx8001, 0w1)) ^ " " ^ Word16.toString (Word16.~>> (0wx8000, 0w3)) ^ " " ^ Word16.toString (Word16.notb 0w0))
val _ = p (Int32.toString (valOf Int32.maxInt) ^ " " ^ Int32.toString (valOf Int32.minInt))
val _ = (Int32.+ (valOf Int32.maxInt, 1); p "no") handle Overflow => p "Overflow"
val _ = (Int8.* (64, 2); p "no") handle Overflow => p "Overflow"
val x : Int8.int = ~128
val _ = (Int8.~ x; p "no") handle Overflow => p "Overflow"
val _ = (Int8.div (x, ~1); p "no") handle Overflow => p "Overflow"
val _ = (Int8.quot (x, ~1); p "no") handle Overflow => p "Overflow"
val _ = p (Int8.toString (Int8.quot (~7, 2)) ^ " " ^ Int8.toString (Int8.rem (~7, 2)) ^ " " ^ Int8.toString (~7 div 2) ^ " " ^ Int8.toString (~7 mod 2))
val _ = p (Int16.fmt StringCvt.HEX ~32768 ^ " " ^ Int16.fmt StringCvt.BIN 5)
val _ = (Int16.fromString "40000"; p "no") handle Overflow => p "Overflow"
val _ = p (Int.toString (Word32.toIntX 0wxFFFFFFFF) ^ " " ^ Int.toString (Word32.toInt 0wxFFFFFFFF) ^ " " ^ Word64.toString (Word32.toLargeX 0wx80000000) ^ " " ^ Word64.toString (Word32.toLarge 0wx80000000))
val _ = p (IntInf.toString (Word32.toLargeIntX 0wxFFFFFFFF) ^ " " ^ Word32.toString (Word32.fromLargeInt (IntInf.pow (2, 40) + 5)) ^ " " ^ Word32.toString (Word32.fromLargeInt ~1))
val _ = p (IntInf.toString (Word.toLargeInt 0wxFFFFFFFFFFFFFFFF) ^ " " ^ IntInf.toString (Word.toLargeIntX 0wxFFFFFFFFFFFFFFFF) ^ " " ^ Word.toString (Word.fromLargeInt (~ (IntInf.pow (2, 64)) - 1)))
val _ = p (Word8.toString (Word8.fromLargeInt 300) ^ " " ^ IntInf.toString (Word8.toLargeIntX 0wxFF))
val _ = (case Word32.fromString "100000000" of SOME w => p (Word32.toString w) | NONE => p "NONE")
  handle Overflow => p "Overflow"
val _ = case Word16.fromString "0wxFFFF" of SOME w => p (Word16.toString w) | NONE => p "NONE"
fun f (w : Word32.word) = case w of 0w0 => "zero" | 0wxFFFFFFFF => "max" | _ => "other"
val _ = p (f 0w0 ^ f 0wxFFFFFFFF ^ f 0w7)
fun g (i : Int32.int) = case i of ~2147483648 => "min" | 0 => "zero" | _ => "other"
val _ = p (g ~2147483648 ^ g 0 ^ g 5)
val _ = p (Int.toString Word32.wordSize ^ " " ^ Int.toString (valOf Int16.precision))
