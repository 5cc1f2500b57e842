(* The functors behind pack.sml (basis.mlb shows them to pack.sml only):
   SkeinPackWord (bytes, big) packs words of `bytes` bytes in either byte
   order; SkeinPackReal (big) packs reals as their IEEE 754 binary64 bits.

   Invariants: index i names the bytes i * bytes .. (i + 1) * bytes - 1,
   checked (Subscript) before any byte is read or written; the X variants
   sign-extend from the element's top bit. *)

functor SkeinPackWord (val bytes : int val big : bool) =
struct
  val bytesPerElem = bytes
  val isBigEndian = big
  val bits = Word.fromInt (8 * bytes)

  (* The byte of the element at position k (0 = lowest address). *)
  fun shiftOf k = Word.fromInt (8 * (if big then bytes - 1 - k else k))

  (* The element at index i of a byte sequence of length len read by get. *)
  fun read (len, get) i =
    if i < 0 orelse i >= len div bytes then raise Subscript
    else
      let
        fun loop (k, acc) =
          if k >= bytes then acc
          else loop (k + 1, LargeWord.orb (acc, LargeWord.<< (Word8.toLarge (get (i * bytes + k)), shiftOf k)))
      in
        loop (0, LargeWord.fromInt 0)
      end

  fun signExtend w =
    if bits >= 0w64 then w
    else LargeWord.~>> (LargeWord.<< (w, 0w64 - bits), 0w64 - bits)

  fun subVec (v, i) = read (Word8Vector.length v, fn k => Word8Vector.sub (v, k)) i
  fun subArr (a, i) = read (Word8Array.length a, fn k => Word8Array.sub (a, k)) i
  fun subVecX (v, i) = signExtend (subVec (v, i))
  fun subArrX (a, i) = signExtend (subArr (a, i))

  fun update (a, i, w) =
    if i < 0 orelse i >= Word8Array.length a div bytes then raise Subscript
    else
      let
        fun loop k =
          if k >= bytes then ()
          else (Word8Array.update (a, i * bytes + k, Word8.fromLarge (LargeWord.>> (w, shiftOf k))); loop (k + 1))
      in
        loop 0
      end
end

functor SkeinPackReal (val big : bool) =
struct
  type real = real
  structure P = SkeinPackWord (val bytes = 8 val big = big)
  val bytesPerElem = 8
  val isBigEndian = big
  fun toBits (x : real) : Word64.word = (_prim "PackReal.toBits" : real -> Word64.word) x
  fun fromBits (w : Word64.word) : real = (_prim "PackReal.fromBits" : Word64.word -> real) w

  fun toBytes x =
    let val a = Word8Array.array (8, Word8.fromInt 0)
    in P.update (a, 0, toBits x); Word8Array.vector a end

  fun subVec (v, i) = fromBits (P.subVec (v, i))
  fun subArr (a, i) = fromBits (P.subArr (a, i))
  fun fromBytes v = if Word8Vector.length v <> 8 then raise Subscript else subVec (v, 0)
  fun update (a, i, x) = P.update (a, i, toBits x)
end

