(* Char, String, Substring and StringCvt: escapes (SML and C, both
   directions), scanning with readers, and the spec's string functions. *)
fun sh NONE = "NONE" | sh (SOME s) = "SOME[" ^ String.toString s ^ "]"
fun shc NONE = "NONE" | shc (SOME c) = "SOME[" ^ Char.toString c ^ "]"
fun pb b = print (Bool.toString b ^ "\n")
fun ord2s LESS = "LESS" | ord2s EQUAL = "EQUAL" | ord2s GREATER = "GREATER"
fun strs l = "[" ^ String.concatWith "|" l ^ "]"
val tests = ["", "a", "\\\"", "\"", "\\n", "\\q", "\\^A", "\\^@", "\\^_", "\\^a", "\\065", "\\256", "\\06",
             "\\u0041", "\\u0100", "\\ \n \\a", "\\ \\", "\\ x\\a", "\n", "\127", "\200", "ab\\q", "ab\"c",
             "\\t\\\\x", "\\ \\\\ \\\\n", "abc\\", "\\x41", "\\?", "a\\ \t\\b\\ \\"]
val _ = List.app (fn s => print (String.toString s ^ " => " ^ shc (Char.fromString s) ^ " " ^ sh (String.fromString s) ^ "\n")) tests
val ctests = ["", "a", "\\x41", "\\x4", "\\x", "\\101", "\\1", "\\18", "\\0", "\\400", "\\?", "\\'", "\\q",
              "a\\x41g", "\\xfff", "\\777", "\\065", "\\256", "\\n\\t\\\\", "abc\\", "ab\"c", "\n", "\\u0041"]
val _ = List.app (fn s => print (String.toString s ^ " C=> " ^ shc (Char.fromCString s) ^ " " ^ sh (String.fromCString s) ^ "\n")) ctests
val _ = print (String.toCString "a\"b\\c?d'e\n\t\001\127\200\255 " ^ "\n")
val _ = print (Char.toCString #"\000" ^ Char.toCString #"?" ^ Char.toCString #"\v" ^ Char.toCString #"\r" ^ "\n")
val _ = print (String.toString "a\"b\\c?d'e\n\t\001\127\200\255\031 " ^ "\n")
val _ = print (String.concat (List.map Char.toString [#"\a", #"\b", #"\v", #"\f", #"\r", #"~", #"\\"]) ^ "\n")
(* round trips over all 256 characters *)
val all = CharVector.tabulate (256, chr)
val _ = pb (String.fromString (String.toString all) = SOME all)
val _ = pb (String.fromCString (String.toCString all) = SOME all)
val _ = pb (List.all (fn c => Char.fromString (Char.toString c) = SOME c) (explode all))
val _ = pb (List.all (fn c => Char.fromCString (Char.toCString c) = SOME c) (explode all))
(* scanning from a substring reader leaves the rest *)
val _ = case Char.scan Substring.getc (Substring.full "\\n+") of
          SOME (c, r) => print (Char.toString c ^ " rest=" ^ Substring.string r ^ "\n")
        | NONE => print "NONE\n"
val _ = case String.scan Substring.getc (Substring.full "ab\\tc\\qd") of
          SOME (s, r) => print (String.toString s ^ " rest=" ^ Substring.string r ^ "\n")
        | NONE => print "NONE\n"

(* Char *)
val _ = print (String.implode (List.filter Char.isPunct (explode all)) ^ "\n")
val _ = print (String.implode (List.filter Char.isGraph (explode all)) ^ "\n")
val _ = print (Int.toString (length (List.filter Char.isCntrl (explode all))) ^ " "
               ^ Int.toString (length (List.filter Char.isSpace (explode all))) ^ " "
               ^ Int.toString (length (List.filter Char.isPrint (explode all))) ^ " "
               ^ Int.toString (length (List.filter Char.isAscii (explode all))) ^ " "
               ^ Int.toString (length (List.filter Char.isHexDigit (explode all))) ^ "\n")
val _ = print (String.map Char.toUpper "hello, World! 42" ^ String.map Char.toLower "HeLLo" ^ "\n")
val _ = print (Char.toString (Char.succ #"a") ^ Char.toString (Char.pred #"b") ^ "\n")
val _ = (Char.succ Char.maxChar; print "no\n") handle Chr => print "Chr\n"
val _ = (Char.pred Char.minChar; print "no\n") handle Chr => print "Chr\n"
val _ = print (ord2s (Char.compare (#"a", #"b")) ^ Bool.toString (Char.contains "abc" #"b") ^ Bool.toString (Char.notContains "abc" #"b") ^ "\n")

(* String *)
val _ = print (strs (String.fields (fn c => c = #",") ",a,,b,") ^ strs (String.tokens (fn c => c = #",") ",a,,b,") ^ "\n")
val _ = print (strs (String.fields (fn c => c = #",") "") ^ strs (String.tokens Char.isSpace "  ") ^ "\n")
val _ = print (String.translate (fn #"a" => "AA" | c => String.str c) "banana" ^ "\n")
val _ = pb (String.isPrefix "ba" "banana" andalso String.isSuffix "na" "banana" andalso String.isSubstring "nan" "banana")
val _ = pb (String.isPrefix "" "" andalso String.isSubstring "" "x" andalso not (String.isSuffix "ab" "b"))
val _ = print (ord2s (String.compare ("abc", "abd")) ^ ord2s (String.compare ("ab", "a")) ^ ord2s (String.compare ("", ""))
               ^ ord2s (String.collate (fn (a, b) => Char.compare (b, a)) ("abc", "abd")) ^ "\n")
val _ = print (String.extract ("hello", 1, NONE) ^ String.extract ("hello", 1, SOME 2) ^ String.substring ("hello", 0, 1) ^ "\n")
val _ = (String.extract ("hello", 6, NONE); print "no\n") handle Subscript => print "Subscript\n"
val _ = (String.sub ("hello", 5); print "no\n") handle Subscript => print "Subscript\n"
val _ = print (String.concatWith ", " ["a", "b", "c"] ^ String.concatWith "," [] ^ "\n")
val _ = pb ("abc" < "abd" andalso String.<= ("a", "a") andalso String.> ("b", "a"))

(* Substring *)
structure SS = Substring
val t = SS.full "  hello world  "
val _ = print ("[" ^ SS.string (SS.dropl Char.isSpace (SS.dropr Char.isSpace t)) ^ "]\n")
val (l, r) = SS.splitl Char.isSpace t
val _ = print ("[" ^ SS.string l ^ "][" ^ SS.string r ^ "]\n")
val (l, r) = SS.splitr Char.isSpace t
val _ = print ("[" ^ SS.string l ^ "][" ^ SS.string r ^ "]\n")
val (l, r) = SS.position "wor" t
val _ = print ("[" ^ SS.string l ^ "][" ^ SS.string r ^ "]\n")
val (l, r) = SS.position "xyz" t
val _ = print ("[" ^ SS.string l ^ "][" ^ SS.string r ^ "]\n")
val (l, r) = SS.position "" t
val _ = print ("[" ^ SS.string l ^ "][" ^ SS.string r ^ "]\n")
val _ = print (strs (List.map SS.string (SS.tokens Char.isSpace t)) ^ strs (List.map SS.string (SS.fields (fn c => c = #"l") t)) ^ "\n")
val h = SS.substring ("abcdefgh", 1, 3)
val k = SS.substring ("abcdefgh", 5, 2)
val _ = print (SS.string (SS.span (h, k)) ^ "\n")
val _ = (SS.span (k, h); print "no\n") handle Span => print "Span\n"
val _ = print (SS.string (SS.takel Char.isAlpha (SS.full "ab1c")) ^ SS.string (SS.taker Char.isAlpha (SS.full "ab1c")) ^ "\n")
val _ = print (SS.string (SS.triml 2 h) ^ "|" ^ SS.string (SS.trimr 1 h) ^ "|" ^ SS.string (SS.triml 9 h) ^ "\n")
val (x, y) = SS.splitAt (h, 1)
val _ = print (SS.string x ^ "/" ^ SS.string y ^ "\n")
val _ = (SS.splitAt (h, 4); print "no\n") handle Subscript => print "Subscript\n"
val _ = print (SS.concat [h, k] ^ SS.concatWith "-" [h, k] ^ SS.translate (fn c => String.str c ^ ".") h ^ "\n")
val _ = pb (SS.isPrefix "bc" h andalso SS.isSuffix "cd" h andalso SS.isSubstring "c" h andalso not (SS.isPrefix "abc" h))
val _ = print (ord2s (SS.compare (h, k)) ^ ord2s (SS.collate Char.compare (h, SS.full "bcd")) ^ "\n")
val _ = print (Int.toString (SS.size h) ^ Char.toString (SS.sub (h, 2)) ^ shc (SS.first h) ^ shc (SS.first (SS.full "")) ^ "\n")
val (bs, bi, bn) = SS.base h
val _ = print (bs ^ Int.toString bi ^ Int.toString bn ^ "\n")
val _ = print (SS.string (SS.slice (h, 1, NONE)) ^ SS.string (SS.slice (h, 0, SOME 1)) ^ String.implode (SS.explode h) ^ "\n")
val _ = SS.app (fn c => print (Char.toString c ^ ".")) h
val _ = print (SS.foldl (fn (c, s) => String.str c ^ s) "" h ^ SS.foldr (fn (c, s) => String.str c ^ s) "" h ^ "\n")
val _ = print (SS.string (SS.extract ("hello", 2, NONE)) ^ Bool.toString (SS.isEmpty (SS.extract ("hello", 5, NONE))) ^ "\n")

(* StringCvt *)
val _ = print (StringCvt.padLeft #"*" 6 "abc" ^ StringCvt.padRight #"-" 6 "abc" ^ StringCvt.padLeft #"*" 2 "abc" ^ "\n")
val (w, rest) = StringCvt.splitl Char.isAlpha Substring.getc (Substring.full "abc123")
val _ = print (w ^ " " ^ Substring.string rest ^ "\n")
val _ = print (Substring.string (StringCvt.skipWS Substring.getc (Substring.full "  \t\nx ")) ^ "\n")
val _ = print (Substring.string (StringCvt.dropl Char.isDigit Substring.getc (Substring.full "12ab")) ^ StringCvt.takel Char.isDigit Substring.getc (Substring.full "12ab") ^ "\n")
val _ = print (sh (StringCvt.scanString String.scan "a\\tb") ^ "\n")
val _ = print (sh (StringCvt.scanString (fn getc => fn s => SOME (StringCvt.takel Char.isAlpha getc (StringCvt.skipWS getc s), s)) "  word rest") ^ "\n")
