(* Reading standard input (io_stdin.in): inputLine, input1, lookahead,
   scanStream, inputN, canInput at the end, inputAll, endOfStream. *)
val _ = case TextIO.inputLine TextIO.stdIn of SOME l => print ("line: " ^ l) | NONE => print "none\n"
val _ = case TextIO.input1 TextIO.stdIn of SOME c => print ("char: " ^ str c ^ "\n") | NONE => print "none\n"
val _ = case TextIO.lookahead TextIO.stdIn of SOME c => print ("ahead: " ^ str c ^ "\n") | NONE => print "none\n"
val _ = TextIO.input1 TextIO.stdIn
fun readInts acc =
  case TextIO.scanStream (Int.scan StringCvt.DEC) TextIO.stdIn of
    SOME n => readInts (n :: acc)
  | NONE => rev acc
val ns = readInts []
val _ = print ("ints: " ^ String.concatWith "," (map Int.toString ns) ^ "\n")
val _ = print ("inputN: [" ^ TextIO.inputN (TextIO.stdIn, 4) ^ "]\n")
val rest = TextIO.inputAll TextIO.stdIn
val _ = print ("rest: " ^ Int.toString (size rest) ^ " chars, " ^ Int.toString (length (String.tokens (fn c => c = #"\n") rest)) ^ " lines\n")
val _ = print ("eos: " ^ Bool.toString (TextIO.endOfStream TextIO.stdIn) ^ "\n")
val _ = print ("canInput: " ^ (case TextIO.canInput (TextIO.stdIn, 10) of SOME n => Int.toString n | NONE => "NONE") ^ "\n")
val _ = case TextIO.inputLine TextIO.stdIn of SOME l => print ("line: " ^ l) | NONE => print "no more lines\n"
