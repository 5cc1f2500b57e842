(* MD5 and SHA-1 over Word32 and Word8Vector, checked on the standard test
   strings; also a CRC-32 table and an Adler-32. *)
structure MD5 =
struct
  val s = Vector.fromList
    [7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22,
     5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14, 20,
     4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23,
     6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21]

  (* K[i] = floor(abs(sin(i+1)) * 2^32) *)
  val k = Vector.tabulate (64, fn i =>
            Word32.fromLargeInt (Real.toLargeInt IEEEReal.TO_ZERO
              (Real.abs (Math.sin (real (i + 1))) * 4294967296.0)))

  fun rotl (x : Word32.word, n) =
    Word32.orb (Word32.<< (x, Word.fromInt n), Word32.>> (x, Word.fromInt (32 - n)))

  fun pad (msg : Word8Vector.vector) =
    let
      val len = Word8Vector.length msg
      val total = ((len + 8) div 64 + 1) * 64
      val bitlen = Word64.<< (Word64.fromInt len, 0w3)
    in
      Word8Vector.tabulate (total, fn i =>
        if i < len then Word8Vector.sub (msg, i)
        else if i = len then 0wx80
        else if i >= total - 8 then
          Word8.fromLarge (Word64.toLarge (Word64.>> (bitlen, Word.fromInt (8 * (i - (total - 8))))))
        else 0w0)
    end

  fun word32le (v, i) = Word32.fromLarge (PackWord32Little.subVec (v, i))

  fun digest msg =
    let
      val m = pad msg
      val blocks = Word8Vector.length m div 64
      fun block (blk, (a0, b0, c0, d0)) =
        let
          fun loop (i, a, b, c, d) =
            if i = 64 then (a0 + a, b0 + b, c0 + c, d0 + d)
            else
              let
                val (f, g) =
                  if i < 16 then (Word32.orb (Word32.andb (b, c), Word32.andb (Word32.notb b, d)), i)
                  else if i < 32 then (Word32.orb (Word32.andb (d, b), Word32.andb (Word32.notb d, c)), (5 * i + 1) mod 16)
                  else if i < 48 then (Word32.xorb (b, Word32.xorb (c, d)), (3 * i + 5) mod 16)
                  else (Word32.xorb (c, Word32.orb (b, Word32.notb d)), (7 * i) mod 16)
                val f = f + a + Vector.sub (k, i) + word32le (m, blk * 16 + g)
              in
                loop (i + 1, d, b + rotl (f, Vector.sub (s, i)), b, c)
              end
        in loop (0, a0, b0, c0, d0) end
      fun blocks' (i, st) = if i = blocks then st else blocks' (i + 1, block (i, st))
      val (a, b, c, d) = blocks' (0, (0wx67452301, 0wxefcdab89, 0wx98badcfe, 0wx10325476))
      fun le w = String.concat (List.tabulate (4, fn j =>
                   StringCvt.padLeft #"0" 2 (Word32.fmt StringCvt.HEX
                     (Word32.andb (Word32.>> (w, Word.fromInt (8 * j)), 0wxff)))))
    in
      String.map Char.toLower (le a ^ le b ^ le c ^ le d)
    end
end

structure SHA1 =
struct
  fun rotl (x : Word32.word, n : word) = Word32.orb (Word32.<< (x, n), Word32.>> (x, 0w32 - n))
  fun digest (msg : Word8Vector.vector) =
    let
      val len = Word8Vector.length msg
      val total = ((len + 8) div 64 + 1) * 64
      val m = Word8Array.array (total, 0w0)
      val () = Word8Array.copyVec {src = msg, dst = m, di = 0}
      val () = Word8Array.update (m, len, 0wx80)
      val () = PackWord32Big.update (m, total div 4 - 1, Word32.toLarge (Word32.fromInt (len * 8)))
      val w = Array.array (80, 0w0 : Word32.word)
      val h = Array.fromList [0wx67452301, 0wxEFCDAB89, 0wx98BADCFE, 0wx10325476, 0wxC3D2E1F0 : Word32.word]
      fun chunk c =
        let
          val () = Array.modifyi (fn (i, _) =>
                     if i < 16 then Word32.fromLarge (PackWord32Big.subArr (m, c * 16 + i)) else 0w0) w
          val () = let fun ext i = if i = 80 then ()
                                   else (Array.update (w, i, rotl (Word32.xorb (Word32.xorb (Array.sub (w, i - 3), Array.sub (w, i - 8)),
                                                                                 Word32.xorb (Array.sub (w, i - 14), Array.sub (w, i - 16))), 0w1));
                                         ext (i + 1))
                   in ext 16 end
          fun round (i, a, b, c, d, e) =
            if i = 80 then
              List.app (fn (j, v) => Array.update (h, j, Array.sub (h, j) + v))
                       [(0, a), (1, b), (2, c), (3, d), (4, e)]
            else
              let
                val (f, k) =
                  if i < 20 then (Word32.orb (Word32.andb (b, c), Word32.andb (Word32.notb b, d)), 0wx5A827999)
                  else if i < 40 then (Word32.xorb (b, Word32.xorb (c, d)), 0wx6ED9EBA1)
                  else if i < 60 then (Word32.orb (Word32.orb (Word32.andb (b, c), Word32.andb (b, d)), Word32.andb (c, d)), 0wx8F1BBCDC)
                  else (Word32.xorb (b, Word32.xorb (c, d)), 0wxCA62C1D6)
                val temp = rotl (a, 0w5) + f + e + k + Array.sub (w, i)
              in round (i + 1, temp, a, rotl (b, 0w30), c, d) end
        in
          round (0, Array.sub (h, 0), Array.sub (h, 1), Array.sub (h, 2), Array.sub (h, 3), Array.sub (h, 4))
        end
      val () = List.app chunk (List.tabulate (total div 64, fn i => i))
    in
      Array.foldr (fn (x, acc) => StringCvt.padLeft #"0" 8 (String.map Char.toLower (Word32.toString x)) ^ acc) "" h
    end
end

val crcTable =
  Vector.tabulate (256, fn n =>
    let fun go (c, 0) = c
          | go (c, k) = go (if Word32.andb (c, 0w1) <> 0w0 then Word32.xorb (0wxEDB88320, Word32.>> (c, 0w1))
                            else Word32.>> (c, 0w1), k - 1)
    in go (Word32.fromInt n, 8) end)

fun crc32 (v : Word8Vector.vector) =
  Word32.notb (Word8Vector.foldl (fn (b, c) =>
    Word32.xorb (Vector.sub (crcTable, Word32.toInt (Word32.andb (Word32.xorb (c, Word32.fromLarge (Word8.toLarge b)), 0wxff))),
                 Word32.>> (c, 0w8))) 0wxFFFFFFFF v)

fun adler32 (v : Word8Vector.vector) =
  let val (a, b) = Word8Vector.foldl (fn (x, (a, b)) =>
                     let val a = (a + Word8.toInt x) mod 65521 in (a, (b + a) mod 65521) end) (1, 0) v
  in Word32.orb (Word32.<< (Word32.fromInt b, 0w16), Word32.fromInt a) end

val tests = ["", "a", "abc", "message digest", "abcdefghijklmnopqrstuvwxyz",
             "The quick brown fox jumps over the lazy dog",
             "12345678901234567890123456789012345678901234567890123456789012345678901234567890"]

val () = List.app (fn t =>
  let val v = Byte.stringToBytes t
  in
    print ("\"" ^ String.toString (if size t > 20 then String.substring (t, 0, 20) ^ "..." else t) ^ "\"\n");
    print ("  md5   " ^ MD5.digest v ^ "\n");
    print ("  sha1  " ^ SHA1.digest v ^ "\n");
    print ("  crc32 " ^ Word32.toString (crc32 v) ^ "  adler " ^ Word32.fmt StringCvt.DEC (adler32 v) ^ "\n")
  end) tests

val big = Word8Vector.tabulate (100000, fn i => Word8.fromInt (i * 7 + i div 256))
val () = print ("big md5 " ^ MD5.digest big ^ "\nbig sha1 " ^ SHA1.digest big ^ "\n")
