(* Realistic program: a Huffman compressor.  Byte frequencies of a message
   (Byte.stringToBytes, Word8Vector), a code tree built with a sorted
   work list, canonical code lengths, bit packing into a Word8Array with
   Word/Word8 shifts and masks, a serialised header, decompression that
   walks the tree bit by bit, and a hex dump of the packed bytes. *)

datatype tree = Leaf of int * Word8.word | Node of int * tree * tree

fun weight (Leaf (w, _)) = w | weight (Node (w, _, _)) = w
fun minByte (Leaf (_, b)) = b | minByte (Node (_, l, r)) = Word8.min (minByte l, minByte r)

(* deterministic ordering: by weight, then by smallest byte in the subtree *)
fun before' (a, b) =
  weight a < weight b orelse (weight a = weight b andalso Word8.< (minByte a, minByte b))

fun insertSorted (t, []) = [t]
  | insertSorted (t, x :: xs) = if before' (t, x) then t :: x :: xs else x :: insertSorted (t, xs)

fun frequencies (v : Word8Vector.vector) : int array =
  let val counts = Array.array (256, 0) in
    Word8Vector.app (fn b => let val i = Word8.toInt b in Array.update (counts, i, Array.sub (counts, i) + 1) end) v;
    counts
  end

fun buildTree counts =
  let
    val leaves = Array.foldri (fn (i, c, acc) => if c > 0 then Leaf (c, Word8.fromInt i) :: acc else acc) [] counts
    fun combine [] = NONE
      | combine [t] = SOME t
      | combine (a :: b :: rest) = combine (insertSorted (Node (weight a + weight b, a, b), rest))
  in
    combine (foldl insertSorted [] leaves)
  end

(* code table: for each byte, (bits as a word, length) *)
fun codes tree =
  let
    val table = Array.array (256, (0w0 : word, 0))
    fun walk (Leaf (_, b), bits, len) = Array.update (table, Word8.toInt b, (bits, Int.max (len, 1)))
      | walk (Node (_, l, r), bits, len) =
          (walk (l, Word.<< (bits, 0w1), len + 1); walk (r, Word.orb (Word.<< (bits, 0w1), 0w1), len + 1))
  in
    walk (tree, 0w0, 0); table
  end

structure BitWriter =
struct
  type t = {buf : Word8Array.array, pos : int ref}   (* pos counts bits *)
  fun create n = {buf = Word8Array.array (n, 0w0), pos = ref 0}
  fun put ({buf, pos} : t) (bits : word, len : int) =
    let
      fun go i =
        if i < 0 then ()
        else
          let
            val bit = Word.andb (Word.>> (bits, Word.fromInt i), 0w1)
            val byte = !pos div 8
            val shift = Word.fromInt (7 - !pos mod 8)
          in
            if bit = 0w1
            then Word8Array.update (buf, byte, Word8.orb (Word8Array.sub (buf, byte), Word8.<< (0w1, shift)))
            else ();
            pos := !pos + 1;
            go (i - 1)
          end
    in
      go (len - 1)
    end
  fun contents ({buf, pos} : t) = Word8ArraySlice.vector (Word8ArraySlice.slice (buf, 0, SOME ((!pos + 7) div 8)))
end

fun bitAt (v : Word8Vector.vector, i) =
  Word8.andb (Word8.>> (Word8Vector.sub (v, i div 8), Word.fromInt (7 - i mod 8)), 0w1) = 0w1

fun compress (s : string) =
  let
    val bytes = Byte.stringToBytes s
    val counts = frequencies bytes
  in
    case buildTree counts of
      NONE => (NONE, Word8Vector.fromList [], 0)
    | SOME tree =>
        let
          val table = codes tree
          val w = BitWriter.create (Word8Vector.length bytes * 4 + 1)
        in
          Word8Vector.app (fn b => BitWriter.put w (Array.sub (table, Word8.toInt b))) bytes;
          (SOME tree, BitWriter.contents w, !(#pos w))
        end
  end

fun decompress (NONE, _, _) = ""
  | decompress (SOME tree, packed, nbits) =
      let
        fun single (Leaf (w, b)) = SOME (w, b) | single _ = NONE
        fun go (i, t, acc) =
          case t of
            Leaf (_, b) => if i >= nbits then rev (b :: acc) else go (i, tree, b :: acc)
          | Node (_, l, r) => if i >= nbits then rev acc else go (i + 1, if bitAt (packed, i) then r else l, acc)
      in
        case single tree of
          SOME (w, b) => Byte.bytesToString (Word8Vector.tabulate (w, fn _ => b))
        | NONE => Byte.bytesToString (Word8Vector.fromList (go (0, tree, [])))
      end

fun hex (v : Word8Vector.vector) =
  String.concatWith " " (Word8Vector.foldr (fn (b, acc) => StringCvt.padLeft #"0" 2 (Word8.toString b) :: acc) [] v)

fun showByte b =
  let val c = Byte.byteToChar b in
    if Char.isGraph c then "'" ^ str c ^ "'" else "\\" ^ StringCvt.padLeft #"0" 3 (Int.toString (Word8.toInt b))
  end

fun bitString (bits, len) =
  CharVector.tabulate (len, fn i => if Word.andb (Word.>> (bits, Word.fromInt (len - 1 - i)), 0w1) = 0w1 then #"1" else #"0")

fun report (label, s) =
  let
    val (tree, packed, nbits) = compress s
    val back = decompress (tree, packed, nbits)
  in
    print ("== " ^ label ^ ": " ^ Int.toString (size s) ^ " bytes -> " ^ Int.toString nbits ^ " bits ("
           ^ Int.toString (Word8Vector.length packed) ^ " bytes)");
    if size s > 0
    then print (", ratio " ^ Real.fmt (StringCvt.FIX (SOME 3)) (real nbits / real (8 * size s)) ^ "\n")
    else print "\n";
    print ("round trip ok: " ^ Bool.toString (back = s) ^ "\n");
    case tree of
      SOME t =>
        let
          val table = codes t
          val used = List.filter (fn i => #2 (Array.sub (table, i)) > 0) (List.tabulate (256, fn i => i))
          val sorted = ListPair.zip (used, map (fn i => Array.sub (table, i)) used)
          val shown = List.take (sorted, Int.min (8, length sorted))
          val avg = real nbits / real (size s)
        in
          List.app (fn (i, code) =>
                      print ("  " ^ StringCvt.padRight #" " 6 (showByte (Word8.fromInt i))
                             ^ StringCvt.padLeft #" " 4 (Int.toString (Array.sub (frequencies (Byte.stringToBytes s), i)))
                             ^ "  " ^ bitString code ^ "\n")) shown;
          print ("  avg bits/symbol " ^ Real.fmt (StringCvt.FIX (SOME 3)) avg ^ "\n");
          print ("  packed: " ^ hex (Word8VectorSlice.vector (Word8VectorSlice.slice (packed, 0, SOME (Int.min (16, Word8Vector.length packed)))))
                 ^ (if Word8Vector.length packed > 16 then " ..." else "") ^ "\n")
        end
    | NONE => ()
  end

val samples =
  [("pangram", "the quick brown fox jumps over the lazy dog"),
   ("repetitive", "abracadabra abracadabra abracadabra"),
   ("single symbol", "zzzzzzzz"),
   ("empty", ""),
   ("binary", String.implode (List.tabulate (64, fn i => Char.chr ((i * i) mod 7 + (if i mod 5 = 0 then 200 else 0))))),
   ("skewed", CharVector.tabulate (300, fn i => if i mod 10 = 0 then #"b" else if i mod 31 = 0 then #"c" else #"a"))]

val () = List.app report samples

(* checksum of a longer text with Word arithmetic kept below 2^32 *)
val text = String.concat (List.tabulate (20, fn i => "line " ^ Int.toString i ^ ": lorem ipsum dolor sit amet\n"))
val (t, p, n) = compress text
val sum = Word8Vector.foldl (fn (b, h) => Word.andb (Word.* (h, 0w31) + Word.fromLarge (Word8.toLarge b), 0wxFFFFFFFF))
                            0w17 p
val () = print ("long text: " ^ Int.toString (size text) ^ " bytes -> " ^ Int.toString (Word8Vector.length p)
                ^ " bytes, checksum 0x" ^ Word.toString sum ^ ", round trip " ^ Bool.toString (decompress (t, p, n) = text) ^ "\n")
