(* Uses every library of this smlpkg-style project (see main.mlb). *)
val () = print "start\n"
val xs = [5, 3, 9, 1, 4, 1, 8]
val ys = ListSort.sort Int.compare xs
val () = print (String.concatWith " " (map Int.toString ys) ^ "\n")
val () = print (Bool.toString (ListSort.sorted Int.compare ys) ^ "\n")
val a = ArraySort.sort String.compare (Array.fromList ["pear", "apple", "fig"])
val () = Array.app (fn s => print (s ^ " ")) a
val () = print "\n"
val s = IntSet.fromList [3, 1, 4, 1, 5, 9, 2, 6]
val () = print (Int.toString (IntSet.size s) ^ "\n")
val () = print (String.concatWith "," (map Int.toString (IntSet.toList s)) ^ "\n")
val _ = IntSet.remove (s, 100) handle IntSet.NotFound => (print "notfound\n"; s)
val m = List.foldl (fn ((k, v), m) => StringMap.insert (m, k, v)) StringMap.empty [("b", 2), ("a", 1), ("c", 3)]
val () = print (Int.toString (StringMap.foldl op+ 0 m) ^ "\n")
val () = case StringMap.find (m, "c") of SOME v => print (Int.toString v ^ "\n") | NONE => print "none\n"
val g = SplitMix.make 0w42
val (r, g) = SplitMix.range (1, 6) g
val (w, g) = SplitMix.next g
val () = print (Int.toString r ^ " " ^ Word64.toString w ^ "\n")
val (x, _) = SplitMix.real g
val () = print (Real.fmt (StringCvt.FIX (SOME 6)) x ^ "\n")
val () = print (Util.show (A.incr (B.twice (Util.Box 3))) ^ "\n")
val () = print (B.catch (fn () => A.fail "x") ^ "\n")
val () = print (Int.toString (A.t + B.t) ^ " " ^ Int.toString (!Util.counter) ^ "\n")
local open Util in val () = print (Int.toString (2 ** 3 ** 2) ^ "\n") end
structure W : VSIG = Vee
val () = print (Int.toString W.v ^ "\n")
val j = Json.fromString " { \"name\" : \"skein\", \"tags\": [1, 2.5, true, null, \"a\\\"b\"], \"o\": {} } "
val () = print (Json.toString j ^ "\n")
val () = case Json.lookup j "tags" of SOME (Json.ARRAY l) => print (Int.toString (length l) ^ "\n") | _ => print "?\n"
val () = (ignore (Json.fromString "[1, }"); print "no error\n") handle Json.ParseError m => print ("error at " ^ m ^ "\n")
val () = app (fn s => print (MD5.toHexString (MD5.digest s) ^ "\n")) ["", "abc", "The quick brown fox jumps over the lazy dog", CharVector.tabulate (200, fn i => Char.chr (i mod 256))]
val a = valOf (Bignum.fromString "123456789012345678901234567890")
val b = Bignum.* (a, a)
val () = print (Bignum.toString b ^ "\n")
val () = print (IntInf.toString (Bignum.toIntInf b) ^ "\n")
val () = print (Bool.toString (Bignum.toIntInf b = IntInf.pow (123456789012345678901234567890, 2)) ^ "\n")
val () = print (IntInf.fmt StringCvt.HEX (IntInf.pow (2, 100) - 1) ^ "\n")
val () = print (Int.fmt StringCvt.BIN 10 ^ " " ^ Int.fmt StringCvt.OCT 64 ^ " " ^ Int.fmt StringCvt.HEX 255 ^ "\n")
val s = Utf8.encode 0wx48 ^ Utf8.encode 0wxE9 ^ Utf8.encode 0wx20AC ^ Utf8.encode 0wx1F600
val () = print (Int.toString (size s) ^ " " ^ Int.toString (Utf8.size s) ^ "\n")
val () = print (String.concatWith " " (map (fn w => "U+" ^ Word.fmt StringCvt.HEX w) (Utf8.decode s)) ^ "\n")
val () = (ignore (Utf8.decode "\200"); ()) handle Utf8.Invalid i => print ("invalid at " ^ Int.toString i ^ "\n")
val v = Word8Vector.fromList [0w1, 0w2, 0w3, 0w4, 0w5, 0w6, 0w7, 0w8]
val () = print (LargeWord.toString (PackWord32Little.subVec (v, 1)) ^ " " ^ LargeWord.toString (PackWord32Big.subVec (v, 0)) ^ "\n")
val () = print (StringCvt.padRight #"." 8 "ab" ^ "|" ^ StringCvt.padLeft #" " 6 (Int.toString ~42) ^ "\n")
val () = print (case StringCvt.scanString (Int.scan StringCvt.DEC) "  123abc" of SOME n => Int.toString n | NONE => "none")
val () = print "\n"
