(* TextIO's functional streams (StreamIO): reading one stream value twice gives the same data; inputN, inputLine, input1, canInput, endOfStream, inputAll; setInstream back to an earlier stream; closeIn; mkInstream over a custom reader delivering 3 characters at a time (augmentReader), with an initial vector; getReader; scanStream leaving the rest unread.  Checked: Skein, Poly/ML and SML/NJ agree *)
fun pr s = print (s ^ "\n")
fun q NONE = "NONE" | q (SOME s) = "SOME " ^ String.toString s
val f = OS.FileSys.tmpName ()
val out = TextIO.openOut f
val _ = TextIO.output (out, "line one\nline two\n\nlast no newline")
val _ = TextIO.closeOut out
val ins = TextIO.openIn f
val s0 = TextIO.getInstream ins
val (a, s1) = TextIO.StreamIO.inputN (s0, 4)
val (b, _) = TextIO.StreamIO.inputN (s0, 4)
val _ = pr (a ^ " / again: " ^ b)
val _ = pr (q (Option.map #1 (TextIO.StreamIO.inputLine s1)))
val _ = pr (q (Option.map #1 (TextIO.StreamIO.inputLine s1)))
val _ = case TextIO.StreamIO.input1 s1 of SOME (c, _) => pr (Char.toString c) | NONE => pr "none"
val (l1, s3) = valOf (TextIO.StreamIO.inputLine s0)
val (l2, s4) = valOf (TextIO.StreamIO.inputLine s3)
val (l3, s5) = valOf (TextIO.StreamIO.inputLine s4)
val (l4, s6) = valOf (TextIO.StreamIO.inputLine s5)
val _ = app (pr o String.toString) [l1, l2, l3, l4]
val _ = pr (q (Option.map #1 (TextIO.StreamIO.inputLine s6)))
val _ = pr (Bool.toString (TextIO.StreamIO.endOfStream s6) ^ " " ^ Bool.toString (TextIO.StreamIO.endOfStream s5))
val _ = pr ("input at end: " ^ String.toString (#1 (TextIO.StreamIO.input s6)))
val _ = pr (String.toString (#1 (TextIO.StreamIO.inputAll s0)))
val _ = pr (String.toString (#1 (TextIO.StreamIO.inputAll s3)))
val _ = pr (case TextIO.StreamIO.canInput (s6, 5) of NONE => "NONE" | SOME n => Int.toString n)
val _ = TextIO.StreamIO.closeIn s0
val _ = pr ("after closeIn, buffered: " ^ #1 (TextIO.StreamIO.inputN (s0, 3)))
val ins2 = TextIO.openIn f
val _ = pr (q (TextIO.inputLine ins2))
val st = TextIO.getInstream ins2
val _ = pr (q (Option.map #1 (TextIO.StreamIO.inputLine st)))
val _ = pr (q (TextIO.inputLine ins2))
val _ = TextIO.setInstream (ins2, st)
val _ = pr (q (TextIO.inputLine ins2))
val _ = pr (String.toString (TextIO.inputN (ins2, 0) ^ "|" ^ TextIO.inputN (ins2, 3)))
val _ = pr (q (Option.map Char.toString (TextIO.lookahead ins2)))
val _ = pr (Bool.toString (TextIO.endOfStream ins2))
val _ = TextIO.closeIn ins2
val _ = TextIO.closeIn ins2
val (rd, v) = TextIO.StreamIO.getReader (TextIO.getInstream (TextIO.openIn f))
val m = TextIO.StreamIO.mkInstream (rd, "pre:")
val _ = pr (String.toString (#1 (TextIO.StreamIO.inputAll m)))
val _ = pr (String.toString v)
val _ = OS.FileSys.remove f

(* a reader with readVec only, 3 characters a call *)
fun mkRd data =
  let val pos = ref 0
      fun readVec n = let val k = Int.min (Int.min (n, 3), size data - !pos) val s = String.substring (data, !pos, k) in pos := !pos + k; s end
  in TextPrimIO.RD {name = "custom", chunkSize = 3, readVec = SOME readVec, readArr = NONE, readVecNB = NONE, readArrNB = NONE,
                    block = NONE, canInput = NONE, avail = fn () => NONE, getPos = NONE, setPos = NONE, endPos = NONE, verifyPos = NONE,
                    close = fn () => pr "closed!", ioDesc = NONE}
  end
val c = TextIO.StreamIO.mkInstream (TextPrimIO.augmentReader (mkRd "abcdefghij\nklm"), "")
val (x, c1) = TextIO.StreamIO.inputN (c, 7)
val _ = pr x
val (l, c3) = valOf (TextIO.StreamIO.inputLine c1)
val _ = pr (String.toString l)
val (y, c4) = TextIO.StreamIO.inputAll c3
val _ = pr (y ^ " " ^ Bool.toString (TextIO.StreamIO.endOfStream c4))
val _ = TextIO.StreamIO.closeIn c4
val _ = TextIO.StreamIO.closeIn c
val imp = TextIO.mkInstream (TextIO.StreamIO.mkInstream (mkRd "xyz\n123", "pre"))
val _ = pr (q (TextIO.inputLine imp) ^ " " ^ q (TextIO.inputLine imp) ^ " " ^ q (TextIO.inputLine imp))
val _ = TextIO.closeIn imp

val sr = TextIO.openString "12 ~34 5.5e1 -7 +8 0x1F 1.5e+x abc"
fun int () = pr (case TextIO.scanStream (Int.scan StringCvt.DEC) sr of SOME n => Int.toString n | NONE => "NONE")
val _ = (int (); int ())
val _ = pr (case TextIO.scanStream Real.scan sr of SOME r => Real.toString r | NONE => "NONE")
val _ = (int (); int ())
val _ = pr (case TextIO.scanStream (Int.scan StringCvt.HEX) sr of SOME n => Int.toString n | NONE => "NONE")
val _ = pr (case TextIO.scanStream Real.scan sr of SOME r => Real.toString r | NONE => "NONE")
val _ = pr (String.toString (TextIO.inputAll sr))
