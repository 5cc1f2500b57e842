(* UTF8: encoding and decoding one, two and three byte forms, malformed and
   truncated input raising Incomplete, getu on a stream, toString/toAscii
   (four byte forms only where SML/NJ 110.79 gets them right:
   smlnj_lib_fixes) *)
structure U = UTF8
fun say s = print (s ^ "\n")
fun w2s w = "0x" ^ Word.toString w
fun hex s = String.concatWith " " (map (fn c => StringCvt.padLeft #"0" 2 (Int.fmt StringCvt.HEX (ord c))) (explode s))
fun try name f = (say (name ^ ": " ^ f ())) handle e => say (name ^ ": " ^ exnName e)
val () = say (w2s U.maxCodePoint)
val () = say (hex (U.encode 0w0) ^ " " ^ Bool.toString (U.isAscii 0w0) ^ " " ^ String.concatWith "," (map w2s (U.explode "\000")))
val cps = [0wx41, 0wx7f, 0wx80, 0wxe9, 0wx7ff, 0wx800, 0wx20ac, 0wxd7ff, 0wxd800, 0wxfffd, 0wxffff]
val () = List.app (fn w => try ("encode " ^ w2s w) (fn () => hex (U.encode w) ^ " | " ^ U.toString w ^ " | " ^ Bool.toString (U.isAscii w) ^ " | " ^ String.concatWith "," (map w2s (U.explode (U.encode w))))) cps
val () = try "encode 0x110000" (fn () => hex (U.encode 0wx110000))
val () = try "encode 0x4000000" (fn () => hex (U.encode 0wx4000000))
val () = try "toString" (fn () => U.toString 0wx10000 ^ " " ^ U.toString 0wx1F600 ^ " " ^ U.toString 0wx10FFFF ^ " " ^ U.toString 0wx110000 ^ " " ^ U.toString 0wxabc)
val () = try "toString ascii" (fn () => U.toString 0wx22 ^ U.toString 0wx5c ^ U.toString 0wxa ^ U.toString 0wx1 ^ U.toString 0wx7f ^ U.toString 0wx20 ^ U.toString 0wx27 ^ U.toString 0wx3f ^ U.toString 0wx7 ^ U.toString 0wx9)
val () = try "toAscii" (fn () => Char.toString (U.toAscii 0wx41) ^ Char.toString (U.toAscii 0wxe9) ^ Char.toString (U.toAscii 0wx80) ^ Char.toString (U.toAscii 0wx20ac))
val () = try "fromAscii" (fn () => w2s (U.fromAscii #"z") ^ " " ^ w2s (U.fromAscii (chr 200)) ^ " " ^ w2s (U.fromAscii #"\000"))
val s = "a\195\169\226\130\172z\194\128"
val () = try "explode" (fn () => String.concatWith "," (map w2s (U.explode s)))
val () = try "size" (fn () => Int.toString (U.size s) ^ " " ^ Int.toString (U.size "") ^ " " ^ Int.toString (U.size "plain"))
val () = try "fold" (fn () => String.concatWith "," (U.fold (fn (w, l) => w2s w :: l) [] s))
fun dec s = try ("explode " ^ hex s) (fn () => String.concatWith "," (map w2s (U.explode s)))
val () = dec "\195"
val () = dec "\226\130"
val () = dec "a\128b"
val () = dec "\195a"
val () = dec "\255"
val () = dec "\192\128"
val () = dec "\224\128\128"
val () = dec "\237\160\128"
val () = dec "\244\144\128\128"
val () = dec "\248\136\128\128\128"
val () = dec "\252\132\128\128\128\128"
val () = dec "\254"
val () = dec ""
fun sz s = try ("size " ^ hex s) (fn () => Int.toString (U.size s))
val () = sz "\195"
val () = sz "a\128b"
val () = sz "\255"
fun getu s = try ("getu " ^ hex s) (fn () => case U.getu Substring.getc (Substring.full s) of SOME (w, r) => w2s w ^ " rest=" ^ hex (Substring.string r) | NONE => "NONE")
val () = getu ""
val () = getu "\226\130\172x"
val () = getu "\195\169\195\169"
val () = getu "\226\130"
val () = getu "\128x"
val () = getu "\226\130x"
val () = getu "\226x"
(* a round trip through code points spread below 0x10000 *)
val sample = List.tabulate (1772, fn i => Word.fromInt (i * 37))
val all = String.concat (List.map U.encode sample)
val back = U.explode all
val () = say (Int.toString (size all) ^ " " ^ Int.toString (length back) ^ " " ^ Bool.toString (back = sample))
