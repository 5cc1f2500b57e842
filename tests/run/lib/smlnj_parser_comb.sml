(* ParserComb: every combinator on success, failure and end of input, over
   substrings and StringCvt.scanString, and a small expression parser *)
structure P = ParserComb
fun say s = print (s ^ "\n")
fun run name p show s = say (name ^ " \"" ^ s ^ "\": " ^ (case StringCvt.scanString (fn getc => fn strm => case p getc strm of SOME (v, strm') => SOME (v, strm') | NONE => NONE) s of SOME v => show v | NONE => "NONE"))
(* with remaining input *)
fun runR name p show s = say (name ^ " \"" ^ s ^ "\": " ^ (case p Substring.getc (Substring.full s) of SOME (v, rest) => show v ^ " rest=\"" ^ Substring.string rest ^ "\"" | NONE => "NONE"))
fun str s = "\"" ^ s ^ "\""
val () = runR "token" (P.token Char.isAlpha) str "abc123"
val () = runR "token empty" (P.token Char.isAlpha) str "123"
val () = runR "token eof" (P.token Char.isAlpha) str ""
val () = runR "string" (P.string "abc") str "abcdef"
val () = runR "string fail" (P.string "abc") str "abx"
val () = runR "string short" (P.string "abc") str "ab"
val () = runR "string empty" (P.string "") str "ab"
val () = runR "char" (P.char #"a") Char.toString "ab"
val () = runR "char fail" (P.char #"a") Char.toString "ba"
val () = runR "char eof" (P.char #"a") Char.toString ""
val () = runR "eatChar" (P.eatChar Char.isDigit) Char.toString "7a"
val () = runR "result" (P.result 5) Int.toString "xy"
val () = runR "failure" (P.failure : (int, Substring.substring) P.parser) Int.toString "xy"
val () = runR "wrap" (P.wrap (P.token Char.isDigit, fn s => valOf (Int.fromString s) handle Option => ~1)) Int.toString "42x"
val () = runR "seq" (P.seq (P.char #"a", P.char #"b")) (fn (a, b) => implode [a, b]) "abc"
val () = runR "seq fail2" (P.seq (P.char #"a", P.char #"b")) (fn (a, b) => implode [a, b]) "acc"
val () = runR "seqWith" (P.seqWith (fn (a, b) => a ^ "+" ^ b) (P.token Char.isAlpha, P.token Char.isDigit)) str "ab12;"
val () = runR "bind" (P.bind (P.eatChar Char.isDigit, fn c => P.string (implode (List.tabulate (ord c - ord #"0", fn _ => #"x"))))) str "3xxxxy"
val () = runR "skipBefore" (P.skipBefore Char.isSpace (P.token Char.isAlpha)) str "   abc d"
val () = runR "skipBefore none" (P.skipBefore Char.isSpace (P.token Char.isAlpha)) str "abc d"
val () = runR "or" (P.or (P.string "ab", P.string "ac")) str "acd"
val () = runR "or first" (P.or (P.string "a", P.string "ab")) str "abd"
val () = runR "or fail" (P.or (P.string "ab", P.string "ac")) str "ad"
val () = runR "or'" (P.or' [P.string "x", P.string "y", P.string "z"]) str "zz"
val () = runR "or' empty" (P.or' [] : (string, Substring.substring) P.parser) str "zz"
val () = runR "zeroOrMore" (P.zeroOrMore (P.char #"a")) implode "aaab"
val () = runR "zeroOrMore none" (P.zeroOrMore (P.char #"a")) implode "baa"
val () = runR "oneOrMore" (P.oneOrMore (P.char #"a")) implode "aaab"
val () = runR "oneOrMore none" (P.oneOrMore (P.char #"a")) implode "baa"
val () = runR "option" (P.option (P.char #"a")) (fn SOME c => "SOME " ^ Char.toString c | NONE => "NONE") "ab"
val () = runR "option none" (P.option (P.char #"a")) (fn SOME c => "SOME " ^ Char.toString c | NONE => "NONE") "b"
val () = runR "join" (P.join (P.wrap (P.token Char.isDigit, Int.fromString))) Int.toString "12a"
val () = runR "join none" (P.join (P.wrap (P.token Char.isDigit, Int.fromString))) Int.toString "a"
val () = runR "zeroOrMore token" (P.zeroOrMore (P.skipBefore Char.isSpace (P.wrap (P.token Char.isDigit, fn s => s)))) (String.concatWith "|") " 1 22 333 x"
(* a small expression parser *)
fun num getc = P.skipBefore Char.isSpace (P.wrap (P.oneOrMore (P.eatChar Char.isDigit), fn cs => valOf (Int.fromString (implode cs)))) getc
fun sym c = P.skipBefore Char.isSpace (P.char c)
fun expr getc = P.bind (term, fn t => P.wrap (P.zeroOrMore (P.seq (P.or (sym #"+", sym #"-"), term)), fn l => foldl (fn ((#"+", x), acc) => acc + x | ((_, x), acc) => acc - x) t l)) getc
and term getc = P.bind (atom, fn a => P.wrap (P.zeroOrMore (P.seq (sym #"*", atom)), fn l => foldl (fn ((_, x), acc) => acc * x) a l)) getc
and atom getc = P.or (num, P.wrap (P.seq (sym #"(", P.seq (expr, sym #")")), fn (_, (e, _)) => e)) getc
val () = runR "expr" expr Int.toString "1 + 2 * (3 + 4) - 5 * 2"
val () = runR "expr" expr Int.toString "2*(3"
val () = run "scanString" expr Int.toString " 7*6"
val () = run "scanString fail" expr Int.toString "*6"
(* a list reader: the combinators work on any stream *)
fun listGetc [] = NONE
  | listGetc (c :: cs) = SOME (c, cs)
val () = say (case P.seq (P.token Char.isAlpha, P.zeroOrMore (P.skipBefore (fn c => c = #",") (P.token Char.isDigit))) listGetc (explode "ab,1,,22,x") of
                SOME ((w, ds), rest) => w ^ " " ^ String.concatWith "/" ds ^ " rest=" ^ implode rest
              | NONE => "NONE")
(* long repetitions *)
fun runLong name p s = say (name ^ ": " ^ (case p Substring.getc (Substring.full s) of SOME (n, rest) => Int.toString n ^ " rest=\"" ^ Substring.string rest ^ "\"" | NONE => "NONE"))
val () = runLong "long" (P.wrap (P.zeroOrMore (P.char #"a"), length)) (CharVector.tabulate (2000, fn _ => #"a") ^ "b")
val () = runLong "long token" (P.wrap (P.token (fn c => c = #"a"), size)) (CharVector.tabulate (2000, fn _ => #"a"))
