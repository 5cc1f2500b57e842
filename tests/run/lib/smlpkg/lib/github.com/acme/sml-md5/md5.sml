structure MD5 :> MD5 = struct
  type digest = Word8Vector.vector
  val s = Vector.fromList [7,12,17,22,7,12,17,22,7,12,17,22,7,12,17,22,
                           5,9,14,20,5,9,14,20,5,9,14,20,5,9,14,20,
                           4,11,16,23,4,11,16,23,4,11,16,23,4,11,16,23,
                           6,10,15,21,6,10,15,21,6,10,15,21,6,10,15,21]
  val k = Vector.tabulate (64, fn i =>
            Word32.fromLargeInt (Real.toLargeInt IEEEReal.TO_ZERO (Real.abs (Math.sin (real (i + 1))) * 4294967296.0)))
  fun rotl (x, c) = Word32.orb (Word32.<< (x, Word.fromInt c), Word32.>> (x, Word.fromInt (32 - c)))
  fun pad (msg : Word8Vector.vector) =
      let val len = Word8Vector.length msg
          val total = ((len + 8) div 64 + 1) * 64
          val bitlen = Word64.fromInt len * 0w8
          fun byte i =
              if i < len then Word8Vector.sub (msg, i)
              else if i = len then 0wx80
              else if i >= total - 8 then Word8.fromLarge (Word64.toLarge (Word64.>> (bitlen, Word.fromInt (8 * (i - (total - 8))))))
              else 0w0
      in Word8Vector.tabulate (total, byte) end
  fun digestVec msg =
      let val m = pad msg
          val a0 = ref (0wx67452301 : Word32.word)
          val b0 = ref (0wxefcdab89 : Word32.word)
          val c0 = ref (0wx98badcfe : Word32.word)
          val d0 = ref (0wx10325476 : Word32.word)
          fun chunk off =
              let fun w g = Word32.fromLarge (PackWord32Little.subVec (m, off div 4 + g))
                  fun loop (i, a, b, c, d) =
                      if i = 64 then (a, b, c, d)
                      else
                        let open Word32
                            val (f, g) =
                                if Int.< (i, 16) then (orb (andb (b, c), andb (notb b, d)), i)
                                else if Int.< (i, 32) then (orb (andb (d, b), andb (notb d, c)), Int.mod (Int.+ (Int.* (5, i), 1), 16))
                                else if Int.< (i, 48) then (xorb (b, xorb (c, d)), Int.mod (Int.+ (Int.* (3, i), 5), 16))
                                else (xorb (c, orb (b, notb d)), Int.mod (Int.* (7, i), 16))
                            val f = f + a + Vector.sub (k, i) + w g
                        in loop (Int.+ (i, 1), d, b + rotl (f, Vector.sub (s, i)), b, c) end
                  val (a, b, c, d) = loop (0, !a0, !b0, !c0, !d0)
              in a0 := !a0 + a; b0 := !b0 + b; c0 := !c0 + c; d0 := !d0 + d end
          fun chunks off = if off >= Word8Vector.length m then () else (chunk off; chunks (off + 64))
          val () = chunks 0
          val out = Word8Array.array (16, 0w0)
      in
        ListPair.app (fn (i, r) => PackWord32Little.update (out, i, Word32.toLarge (!r))) ([0, 1, 2, 3], [a0, b0, c0, d0]);
        Word8Array.vector out
      end
  fun digest str = digestVec (Byte.stringToBytes str)
  fun hex2 w = StringCvt.padLeft #"0" 2 (String.map Char.toLower (Word8.toString w))
  fun toHexString d = Word8Vector.foldr (fn (w, acc) => hex2 w ^ acc) "" d
  fun toBytes d = d
end
