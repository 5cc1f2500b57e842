(* bit-array.sml: BitArray (BIT_ARRAY), bits packed eight to a byte of a
 * Word8Array, bit i in bit (i mod 8) of byte (i div 8).
 *
 * INVARIANT: the bits of the last byte past the length are 0, so whole
 * bytes can be compared, tested for zero and combined; every operation
 * that writes whole bytes masks the last one again. *)

structure BitArray :> BIT_ARRAY =
  struct
    datatype array = BA of {len : int, bytes : Word8Array.array}
    datatype vector = BV of {len : int, bytes : Word8Vector.vector}
    type elem = bool

    val maxLen =
          case Int.maxInt of
            SOME m => if Word8Array.maxLen > m div 8 then m div 8 * 8 else Word8Array.maxLen * 8
          | NONE => Word8Array.maxLen * 8

    fun byteCount n = (n + 7) div 8

    (* the bits of the last byte that lie within a length of n *)
    fun lastMask n =
          case n mod 8 of
            0 => 0wxff
          | r => Word8.- (Word8.<< (0w1, Word.fromInt r), 0w1)

    fun maskLast (BA {len, bytes}) =
          if len = 0 then ()
          else
            let val k = byteCount len - 1
            in Word8Array.update (bytes, k, Word8.andb (Word8Array.sub (bytes, k), lastMask len)) end

    fun zeros len =
          if len < 0 orelse len > maxLen then raise Subscript
          else BA {len = len, bytes = Word8Array.array (byteCount len, 0w0)}

    fun length (BA {len, ...}) = len

    fun bitMask i = Word8.<< (0w1, Word.fromInt (i mod 8))

    (* sub and update without the range check *)
    fun get (bytes, i) = Word8.andb (Word8Array.sub (bytes, i div 8), bitMask i) <> 0w0
    fun put (bytes, i, b) =
          let val w = Word8Array.sub (bytes, i div 8)
          in
            Word8Array.update (bytes, i div 8,
              if b then Word8.orb (w, bitMask i) else Word8.andb (w, Word8.notb (bitMask i)))
          end

    fun sub (BA {len, bytes}, i) = if i < 0 orelse i >= len then raise Subscript else get (bytes, i)
    fun update (BA {len, bytes}, i, b) = if i < 0 orelse i >= len then raise Subscript else put (bytes, i, b)
    fun setBit (a, i) = update (a, i, true)
    fun clrBit (a, i) = update (a, i, false)

    fun array (len, b) =
          let val a as BA {bytes, ...} = zeros len
          in
            if b then (Word8Array.modify (fn _ => 0wxff) bytes; maskLast a) else ();
            a
          end

    fun tabulate (len, f) =
          let
            val a as BA {bytes, ...} = zeros len
            fun loop i = if i >= len then () else (if f i then put (bytes, i, true) else (); loop (i + 1))
          in
            loop 0; a
          end

    fun fromList l =
          let
            val a as BA {bytes, ...} = zeros (List.length l)
            fun loop (_, []) = ()
              | loop (i, b :: rest) = (if b then put (bytes, i, true) else (); loop (i + 1, rest))
          in
            loop (0, l); a
          end

    fun vector (BA {len, bytes}) = BV {len = len, bytes = Word8Array.vector bytes}
    val toVector = vector
    fun fromVector (BV {len, bytes}) =
          BA {len = len, bytes = Word8Array.tabulate (Word8Vector.length bytes, fn k => Word8Vector.sub (bytes, k))}

    fun copyBits (getSrc, srcLen, BA {len, bytes}, di) =
          if di < 0 orelse di + srcLen > len then raise Subscript
          else
            let fun loop i = if i >= srcLen then () else (put (bytes, di + i, getSrc i); loop (i + 1))
            in loop 0 end

    (* the source is read from a snapshot, so src and dst may be one array *)
    fun copy {src = BA {len, bytes}, dst, di} =
          let val snapshot = Word8Array.vector bytes
          in copyBits (fn i => Word8.andb (Word8Vector.sub (snapshot, i div 8), bitMask i) <> 0w0, len, dst, di) end

    fun copyVec {src = BV {len, bytes}, dst, di} =
          copyBits (fn i => Word8.andb (Word8Vector.sub (bytes, i div 8), bitMask i) <> 0w0, len, dst, di)

    fun foldli f init (BA {len, bytes}) =
          let fun loop (i, acc) = if i >= len then acc else loop (i + 1, f (i, get (bytes, i), acc))
          in loop (0, init) end
    fun foldri f init (BA {len, bytes}) =
          let fun loop (i, acc) = if i < 0 then acc else loop (i - 1, f (i, get (bytes, i), acc))
          in loop (len - 1, init) end
    fun foldl f = foldli (fn (_, b, acc) => f (b, acc))
    fun foldr f = foldri (fn (_, b, acc) => f (b, acc))
    fun appi f = foldli (fn (i, b, ()) => f (i, b)) ()
    fun app f = foldli (fn (_, b, ()) => f b) ()
    fun toList a = foldr (op ::) [] a

    fun modifyi f (BA {len, bytes}) =
          let fun loop i = if i >= len then () else (put (bytes, i, f (i, get (bytes, i))); loop (i + 1))
          in loop 0 end
    fun modify f = modifyi (fn (_, b) => f b)

    fun findi p (BA {len, bytes}) =
          let
            fun loop i =
                  if i >= len then NONE
                  else let val b = get (bytes, i) in if p (i, b) then SOME (i, b) else loop (i + 1) end
          in loop 0 end
    fun find p a = Option.map #2 (findi (fn (_, b) => p b) a)
    fun exists p a = isSome (findi (fn (_, b) => p b) a)
    fun all p a = not (exists (not o p) a)

    fun collate cmp (BA {len = la, bytes = ba}, BA {len = lb, bytes = bb}) =
          let
            fun loop i =
                  if i >= la orelse i >= lb then Int.compare (la, lb)
                  else case cmp (get (ba, i), get (bb, i)) of EQUAL => loop (i + 1) | ord => ord
          in loop 0 end

    fun hexDigit c =
          if Char.isDigit c then ord c - ord #"0"
          else if c >= #"a" andalso c <= #"f" then ord c - ord #"a" + 10
          else if c >= #"A" andalso c <= #"F" then ord c - ord #"A" + 10
          else raise Fail ("BitArray.fromString: illegal character " ^ Char.toString c)

    (* the last digit holds bits 0..3 *)
    fun fromString s =
          let
            val n = size s
            val a as BA {bytes, ...} = zeros (4 * n)
            fun loop j =
                  if j >= n then ()
                  else
                    let
                      val d = hexDigit (String.sub (s, n - 1 - j))
                      fun bit k = if Word.andb (Word.fromInt d, Word.<< (0w1, Word.fromInt k)) <> 0w0
                                  then put (bytes, 4 * j + k, true) else ()
                    in
                      bit 0; bit 1; bit 2; bit 3; loop (j + 1)
                    end
          in
            loop 0; a
          end

    fun toString (BA {len, bytes}) =
          let
            val n = (len + 3) div 4
            fun digit j =
                  let
                    val w = Word8Array.sub (bytes, j div 2)
                    val d = if j mod 2 = 0 then Word8.andb (w, 0wxf) else Word8.>> (w, 0w4)
                  in
                    String.sub ("0123456789abcdef", Word8.toInt d)
                  end
          in
            CharVector.tabulate (n, fn k => digit (n - 1 - k))
          end

    fun bits (len, l) =
          let val a = zeros len
          in List.app (fn i => setBit (a, i)) l; a end

    fun getBits a = foldri (fn (i, b, acc) => if b then i :: acc else acc) [] a

    fun isZero (BA {bytes, ...}) = Word8Array.all (fn w => w = 0w0) bytes

    fun byte (BA {bytes, ...}, k) = if k < Word8Array.length bytes then Word8Array.sub (bytes, k) else 0w0

    fun eqBits (a as BA {bytes = ba, ...}, b as BA {bytes = bb, ...}) =
          let
            val n = Int.max (Word8Array.length ba, Word8Array.length bb)
            fun loop k = k >= n orelse (byte (a, k) = byte (b, k) andalso loop (k + 1))
          in loop 0 end

    fun equal (a, b) = length a = length b andalso eqBits (a, b)

    fun extend (a as BA {len, ...}, n, fill) =
          let val len' = Int.max (len, n)
          in tabulate (len', fn i => if i < len then sub (a, i) else fill) end
    fun extend0 (a, n) = extend (a, n, false)
    fun extend1 (a, n) = extend (a, n, true)

    fun combine f (a, b, len) =
          let val c as BA {bytes, ...} = zeros len
          in
            Word8Array.modifyi (fn (k, _) => f (byte (a, k), byte (b, k))) bytes;
            maskLast c; c
          end
    val andb = combine Word8.andb
    val orb = combine Word8.orb
    val xorb = combine Word8.xorb

    fun complement (a as BA {bytes, ...}) = (Word8Array.modify Word8.notb bytes; maskLast a)
    fun notb a = let val c = fromVector (vector a) in complement c; c end

    fun union (a as BA {bytes, ...}) b =
          (Word8Array.modifyi (fn (k, w) => Word8.orb (w, byte (b, k))) bytes; maskLast a)
    fun intersection (BA {bytes, ...}) b =
          Word8Array.modifyi (fn (k, w) => Word8.andb (w, byte (b, k))) bytes

    fun lshift (a as BA {len, ...}, n) =
          if n < 0 then raise Fail "BitArray.lshift: negative shift"
          else tabulate (len + n, fn i => i >= n andalso sub (a, i - n))
    fun rshift (a as BA {len, ...}, n) =
          if n < 0 then raise Fail "BitArray.rshift: negative shift"
          else tabulate (Int.max (len - n, 0), fn i => sub (a, i + n))
  end
