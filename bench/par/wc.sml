(* bench/par/wc.sml: word count ("tokens") over an n-character text held in
   a char array, generated in parallel from BenchUtil.hash (there is no
   file IO in the basis yet): about 1 char in 6 is a space, 1 in 60 a
   newline, the rest letters.  A parallel reduce counts lines, words (a
   non-space char at 0 or after a space) and the sum of word-start
   positions mod 1000000007.  Argument: n (sizes: PAR_SIZES in bench/run.py;
   the issue asks for 10^8 = 100 MB).
   Prints "wc LINES WORDS CHARS CHECKSUM". *)
open BenchUtil
val n = arg 0
fun gen i =
  let val h = hash (i, 60)
  in if h = 0 then #"\n" else if h < 10 then #" " else Char.chr (97 + h mod 26) end
val text = ParUtil.tabulate (n, gen)
fun isSpace c = c = #" " orelse c = #"\n"
fun at i =
  let val c = Array.sub (text, i)
      val line = if c = #"\n" then 1 else 0
      val start = not (isSpace c) andalso (i = 0 orelse isSpace (Array.sub (text, i - 1)))
  in if start then (line, 1, i mod 1000000007) else (line, 0, 0) end
val (lines, words, sum) =
  ParUtil.reduce (0, n) ((0, 0, 0), at, fn ((l1, w1, s1), (l2, w2, s2)) => (l1 + l2, w1 + w2, (s1 + s2) mod 1000000007))
val () = print ("wc " ^ Int.toString lines ^ " " ^ Int.toString words ^ " " ^ Int.toString n ^ " " ^ Int.toString sum ^ "\n")
