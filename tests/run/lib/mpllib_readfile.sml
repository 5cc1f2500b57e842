structure ReadFile =
struct
  fun contentsSeq' reader filename =
    let
      val file = MPL.File.openFile filename
      val n = MPL.File.size file
      val arr = ForkJoin.alloc n
      val k = 1000
      val m = 1 + (n - 1) div k
    in
      ForkJoin.parfor 1 (0, m) (fn i =>
        let val lo = i * k
            val hi = Int.min ((i + 1) * k, n)
        in reader file lo (ArraySlice.slice (arr, lo, SOME (hi - lo)))
        end);
      MPL.File.closeFile file;
      ArraySlice.full arr
    end
  fun contentsSeq filename = contentsSeq' MPL.File.readChars filename
  fun contentsBinSeq filename = contentsSeq' MPL.File.readWord8s filename
  fun contents filename =
    let val s = contentsSeq filename
    in CharVector.tabulate (ArraySlice.length s, fn i => ArraySlice.sub (s, i))
    end
end

(* write a generated text with TextIO *)
val name = OS.FileSys.tmpName ()
val words = Vector.fromList ["alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta"]
val _ =
  let val os = TextIO.openOut name
  in
    Util.for (0, 5000) (fn i =>
      (TextIO.output (os, Vector.sub (words, Util.hash i mod 8));
       TextIO.output (os, if i mod 13 = 12 then "\n" else " ")));
    TextIO.closeOut os
  end

val chars = ReadFile.contentsSeq name
val bytes = ReadFile.contentsBinSeq name
val whole = ReadFile.contents name
val n = Seq.length chars
val _ = print ("size " ^ Int.toString n ^ "\n")
val ref' = let val is = TextIO.openIn name in TextIO.inputAll is before TextIO.closeIn is end
val _ = print ("same as TextIO: " ^ Bool.toString (whole = ref') ^ " "
             ^ Bool.toString (Seq.equal op= (Seq.map (Char.chr o Word8.toInt) bytes, chars)) ^ "\n")

(* tokens, as mpllib's Tokenize: token boundaries by filter *)
fun isSpace i = Char.isSpace (Seq.nth chars i)
val starts = SeqBasis.filter 1000 (0, n) (fn i => i) (fn i => not (isSpace i) andalso (i = 0 orelse isSpace (i - 1)))
val ends = SeqBasis.filter 1000 (0, n) (fn i => i + 1) (fn i => not (isSpace i) andalso (i = n - 1 orelse isSpace (i + 1)))
val toks = Seq.tabulate (fn i => CharVector.tabulate (Array.sub (ends, i) - Array.sub (starts, i), fn j => Seq.nth chars (Array.sub (starts, i) + j))) (Array.length starts)
val _ = print ("tokens " ^ Int.toString (Seq.length toks) ^ "\n")
(* frequencies: sort then run boundaries *)
val sorted = Mergesort.sort String.compare toks
val bounds = SeqBasis.filter 1000 (0, Seq.length sorted + 1) (fn i => i)
  (fn i => i = 0 orelse i = Seq.length sorted orelse Seq.nth sorted (i - 1) <> Seq.nth sorted i)
val _ = Util.for (0, Array.length bounds - 1) (fn j =>
  print (Seq.nth sorted (Array.sub (bounds, j)) ^ " " ^ Int.toString (Array.sub (bounds, j + 1) - Array.sub (bounds, j)) ^ "\n"))
val lines = Seq.reduce op+ 0 (Seq.map (fn c => if c = #"\n" then 1 else 0) chars)
val _ = print ("lines " ^ Int.toString lines ^ "\n")
val v = Vector.unsafeFromArray (SeqBasis.tabulate 1000 (0, n) (Seq.nth chars))
val _ = print ("vector " ^ Int.toString (Vector.length v) ^ " " ^ String.implode (List.tabulate (20, fn i => Vector.sub (v, i))) ^ "\n")
val _ = OS.FileSys.remove name
