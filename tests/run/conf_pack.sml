(* PackWord16/32 Big/Little and PackRealBig/Little: subVec/subVecX/subArr
   at element (not byte) indices, sign extension, Subscript past the end,
   update, byte order. *)
fun p s = print (s ^ "\n")
fun e f = (f ()) handle Subscript => "Subscript" | Overflow => "Overflow"
val v = Word8Vector.fromList [0wx81, 0wx02, 0wx83, 0wx04, 0wx85, 0wx06, 0wx87, 0wx08, 0wxF9]
val _ = p (e (fn () => LargeWord.toString (PackWord16Big.subVec (v, 0)) ^ " " ^ LargeWord.toString (PackWord16Big.subVecX (v, 0)) ^ " " ^ LargeWord.toString (PackWord16Little.subVec (v, 1)) ^ " " ^ LargeWord.toString (PackWord16Little.subVecX (v, 1)) ^ " " ^ LargeWord.toString (PackWord16Little.subVecX (v, 3))))
val _ = p (e (fn () => LargeWord.toString (PackWord16Big.subVec (v, 4))))
val _ = p (e (fn () => LargeWord.toString (PackWord16Big.subVec (v, 5))))
val _ = p (e (fn () => LargeWord.toString (PackWord16Big.subVec (v, ~1))))
val _ = p (e (fn () => LargeWord.toString (PackWord32Big.subVec (v, 2))))
val _ = p (e (fn () => LargeWord.toString (PackWord32Little.subVecX (v, 1))))
val _ = p (e (fn () => let val a = Word8Array.array (4, 0w0) in PackWord16Little.update (a, 1, 0wx1234567); Word8Vector.foldr (fn (x, s) => Word8.toString x ^ " " ^ s) "" (Word8Array.vector a) end))
val _ = p (e (fn () => let val a = Word8Array.array (4, 0w0) in PackWord16Little.update (a, 2, 0wx1234); "no" end))
val _ = p (e (fn () => let val a = Word8Array.array (4, 0w0) in PackWord32Big.update (a, 0, 0wxFFFFFFFF01); Word8Vector.foldr (fn (x, s) => Word8.toString x ^ " " ^ s) "" (Word8Array.vector a) end))
val _ = p (e (fn () => LargeWord.toString (PackWord16Big.subArr (Word8Array.fromList [0w1, 0w2, 0w3, 0w4], 1)) ^ " " ^ LargeWord.toString (PackWord16Big.subArrX (Word8Array.fromList [0w1, 0w2, 0wxF3, 0w4], 1))))
val _ = p (e (fn () => Real.toString (PackRealLittle.subVec (PackRealLittle.toBytes 2.5, 0))))
val _ = p (e (fn () => Real.toString (PackRealBig.subVec (Word8Vector.concat [Word8Vector.fromList [0w0], PackRealBig.toBytes 2.5], 0))))
val _ = p (e (fn () => let val a = Word8Array.array (17, 0w0) in PackRealBig.update (a, 1, ~1.0); Word8Vector.foldr (fn (x, s) => Word8.toString x ^ " " ^ s) "" (Word8Array.vector a) end))
val _ = p (Int.toString PackRealBig.bytesPerElem ^ Bool.toString PackRealLittle.isBigEndian)
