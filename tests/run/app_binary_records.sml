(* Realistic program: a binary record file.  Inventory records (id, name,
   quantity, price, flags) are serialised into a byte format with a magic
   header, big-endian 32-bit fields (PackWord32Big), IEEE doubles
   (PackRealBig), length-prefixed names (Byte.stringToBytes) and an
   Adler-32 checksum; written with BinIO to a temporary file, read back
   with BinIO.inputN in chunks, validated, queried, updated, and corrupted
   on purpose to exercise the error paths.  Also prints a hex dump. *)

exception Corrupt of string

type item = {id : int, name : string, qty : int, price : real, flags : word}

val magic = Byte.stringToBytes "INV1"
val flagNames = [(0w1, "fragile"), (0w2, "perishable"), (0w4, "discontinued"), (0w8, "imported")]

fun adler32 (v : Word8Vector.vector) : Word32.word =
  let
    val m = 0w65521 : Word32.word
    val (a, b) = Word8Vector.foldl (fn (byte, (a, b)) =>
                   let val a = (a + Word32.fromInt (Word8.toInt byte)) mod m in (a, (b + a) mod m) end) (0w1, 0w0) v
  in
    Word32.orb (Word32.<< (b, 0w16), a)
  end

fun word32Bytes (w : Word32.word) =
  let val a = Word8Array.array (4, 0w0) in
    PackWord32Big.update (a, 0, Word32.toLarge w);
    Word8Array.vector a
  end

fun encodeItem ({id, name, qty, price, flags} : item) : Word8Vector.vector =
  let val nameBytes = Byte.stringToBytes name in
    Word8Vector.concat
      [word32Bytes (Word32.fromInt id), word32Bytes (Word32.fromInt (Word8Vector.length nameBytes)), nameBytes,
       word32Bytes (Word32.fromInt qty), PackRealBig.toBytes price, word32Bytes (Word32.fromLarge (Word.toLarge flags))]
  end

fun encode (items : item list) : Word8Vector.vector =
  let val body = Word8Vector.concat (word32Bytes (Word32.fromInt (length items)) :: map encodeItem items) in
    Word8Vector.concat [magic, body, word32Bytes (adler32 body)]
  end

(* reading fields at a byte offset *)
fun decode (v : Word8Vector.vector) : item list =
  let
    val n = Word8Vector.length v
    fun need (pos, k, what) = if pos + k > n then raise Corrupt ("truncated " ^ what ^ " at byte " ^ Int.toString pos) else ()
    fun slice (pos, k) = Word8VectorSlice.vector (Word8VectorSlice.slice (v, pos, SOME k))
    fun u32 (pos, what) = (need (pos, 4, what); (LargeWord.toInt (PackWord32Big.subVec (slice (pos, 4), 0)), pos + 4))
    fun real64 (pos, what) = (need (pos, 8, what); (PackRealBig.fromBytes (slice (pos, 8)), pos + 8))
    val () = need (0, 4, "magic")
    val () = if slice (0, 4) = magic then () else raise Corrupt ("bad magic " ^ String.toString (Byte.bytesToString (slice (0, 4))))
    val () = need (4, 8, "header")
    val stored = PackWord32Big.subVec (slice (n - 4, 4), 0)
    val body = slice (4, n - 8)
    val () = if Word32.toLarge (adler32 body) = stored then ()
             else raise Corrupt ("checksum mismatch: stored " ^ LargeWord.toString stored ^ ", computed " ^ Word32.toString (adler32 body))
    val (count, pos) = u32 (4, "count")
    fun item (pos, k) =
      let
        val (id, pos) = u32 (pos, "id")
        val (len, pos) = u32 (pos, "name length")
        val () = need (pos, len, "name")
        val name = Byte.bytesToString (slice (pos, len))
        val (qty, pos) = u32 (pos + len, "quantity")
        val (price, pos) = real64 (pos, "price")
        val (flags, pos) = u32 (pos, "flags")
      in
        ({id = id, name = name, qty = qty, price = price, flags = Word.fromInt flags}, pos)
      end
    fun items (pos, 0, acc) = if pos = n - 4 then rev acc else raise Corrupt (Int.toString (n - 4 - pos) ^ " stray bytes")
      | items (pos, k, acc) = let val (it, pos) = item (pos, k) in items (pos, k - 1, it :: acc) end
  in
    items (pos, count, [])
  end

fun writeFile (path, v) = let val out = BinIO.openOut path in BinIO.output (out, v); BinIO.closeOut out end
fun readFile path =
  let
    val ins = BinIO.openIn path
    fun loop acc = let val chunk = BinIO.inputN (ins, 16) in
                     if Word8Vector.length chunk = 0 then Word8Vector.concat (rev acc) else loop (chunk :: acc) end
  in
    loop [] before BinIO.closeIn ins
  end

fun hexdump (v : Word8Vector.vector) =
  let
    val n = Word8Vector.length v
    fun row off =
      if off >= n then ()
      else
        let
          val k = Int.min (16, n - off)
          val bytes = List.tabulate (k, fn i => Word8Vector.sub (v, off + i))
          val hex = String.concatWith " " (map (fn b => StringCvt.padLeft #"0" 2 (Word8.toString b)) bytes)
          val text = String.implode (map (fn b => let val c = Byte.byteToChar b in if Char.isPrint c then c else #"." end) bytes)
        in
          print (StringCvt.padLeft #"0" 4 (Int.fmt StringCvt.HEX off) ^ "  " ^ StringCvt.padRight #" " 48 hex ^ " |" ^ text ^ "|\n");
          row (off + 16)
        end
  in row 0 end

fun flagsToString w =
  case List.mapPartial (fn (bit, name) => if Word.andb (w, bit) <> 0w0 then SOME name else NONE) flagNames of
    [] => "-"
  | names => String.concatWith "," names

fun showItem ({id, name, qty, price, flags} : item) =
  print (StringCvt.padLeft #" " 5 (Int.toString id) ^ "  " ^ StringCvt.padRight #" " 20 (String.toString name) ^ StringCvt.padLeft #" " 5 (Int.toString qty)
         ^ StringCvt.padLeft #" " 9 (Real.fmt (StringCvt.FIX (SOME 2)) price) ^ "  " ^ flagsToString flags ^ "\n")

val items : item list =
  [{id = 1001, name = "teapot", qty = 12, price = 19.95, flags = 0w1},
   {id = 1002, name = "green tea (loose)", qty = 140, price = 4.5, flags = 0wx2 + 0wx8},
   {id = 1003, name = "kettle", qty = 0, price = 34.0, flags = 0w4},
   {id = 1004, name = "", qty = 7, price = 0.1, flags = 0w0},
   {id = 1005, name = "caf\233 cups \"set\"", qty = 3, price = 1.0E3, flags = 0wxF}]

val path = OS.FileSys.tmpName ()
val bytes = encode items
val () = writeFile (path, bytes)
val back = readFile path
val () = print ("wrote " ^ Int.toString (Word8Vector.length bytes) ^ " bytes, read " ^ Int.toString (Word8Vector.length back)
                ^ ", identical " ^ Bool.toString (bytes = back) ^ ", checksum " ^ Word32.toString (adler32 back) ^ "\n")
val () = hexdump (Word8VectorSlice.vector (Word8VectorSlice.slice (back, 0, SOME 64)))
val decoded = decode back
val () = List.app showItem decoded
val () = print ("round trip equal: " ^ Bool.toString (List.all (fn (a, b) => #id a = #id b andalso #name a = #name b andalso #qty a = #qty b
                                                                           andalso Real.== (#price a, #price b) andalso #flags a = #flags b)
                                                               (ListPair.zip (items, decoded))) ^ "\n")
val value = foldl (fn (it, s) => s + real (#qty it) * #price it) 0.0 decoded
val () = print ("stock value: " ^ Real.fmt (StringCvt.FIX (SOME 2)) value ^ "\n")

(* restock and discontinue, rewrite, read again *)
val updated = map (fn (it as {id, name, qty, price, flags}) =>
                     if qty = 0 then {id = id, name = name, qty = 50, price = price * 0.9, flags = Word.andb (flags, Word.notb 0w4)}
                     else it) decoded
val () = writeFile (path, encode updated)
val () = print "after restock:\n"
val () = List.app showItem (List.filter (fn it => #id it = 1003) (decode (readFile path)))
val () = OS.FileSys.remove path

(* damaged files *)
fun tryDecode (label, v) =
  (ignore (decode v); print (label ^ ": ok\n")) handle Corrupt m => print (label ^ ": " ^ m ^ "\n")
val n = Word8Vector.length bytes
val () = tryDecode ("flipped byte", Word8Vector.mapi (fn (i, b) => if i = 40 then Word8.xorb (b, 0wx20) else b) bytes)
val () = tryDecode ("bad magic", Word8Vector.mapi (fn (i, b) => if i = 0 then 0wx58 else b) bytes)
val () = tryDecode ("empty", Word8Vector.fromList [])
val () = tryDecode ("header only", Word8VectorSlice.vector (Word8VectorSlice.slice (bytes, 0, SOME 6)))
val truncatedBody = Word8VectorSlice.vector (Word8VectorSlice.slice (bytes, 4, SOME 30))
val () = tryDecode ("truncated", Word8Vector.concat [magic, truncatedBody, word32Bytes (adler32 truncatedBody)])
val () = tryDecode ("no records", encode [])
