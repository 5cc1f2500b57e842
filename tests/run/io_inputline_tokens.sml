(* TextIO.inputLine (memchr in the buffered chunk, pieces across chunks)
   and String/Substring tokens and fields (one pass, unchecked copies):
   end of file without a newline, empty lines, lines longer than the
   65536-byte read chunk and straddling chunk boundaries, strings and
   separators at both ends, runs of separators, all separators, empty
   input. *)
fun show NONE = "NONE"
  | show (SOME s) = "SOME " ^ Int.toString (size s) ^ " \"" ^ String.toString (if size s > 40 then String.substring (s, 0, 20) ^ "..." ^ String.extract (s, size s - 20, NONE) else s) ^ "\""

fun readAll ins =
  case TextIO.inputLine ins of
    NONE => (print "NONE\n"; print (show (TextIO.inputLine ins) ^ "\n"))
  | line => (print (show line ^ "\n"); readAll ins)

fun viaFile contents =
  let
    val name = OS.FileSys.tmpName ()
    val out = TextIO.openOut name
    val () = TextIO.output (out, contents)
    val () = TextIO.closeOut out
    val ins = TextIO.openIn name
  in
    readAll ins; TextIO.closeIn ins; OS.FileSys.remove name
  end

(* long strings by doubling: few allocations, so gc-stress stays quick *)
fun rep (s, n) = if size s >= n then String.substring (s, 0, n) else rep (s ^ s, n)
val long = rep ("abcdefghijklmnopqrstuvwxyz", 70000)
val cases =
  ["", "\n", "\n\n\n", "abc", "abc\n", "abc\ndef", "a\n\nb\n\n", "  x y  \n\t\n", "crlf\r\nline\r\n",
   long, long ^ "\n" ^ long, "short\n" ^ long ^ "\nend", rep ("z", 65535) ^ "\nnext\n",
   rep ("y", 65536) ^ "\n", rep (rep ("q", 999) ^ "\n", 131072)]
val () = List.app (fn c => (print ("-- file of " ^ Int.toString (size c) ^ "\n"); viaFile c)) cases
val () = List.app (fn c => (print ("-- string of " ^ Int.toString (size c) ^ "\n"); readAll (TextIO.openString c))) (List.take (cases, 9))

(* input1/inputN after inputLine keep their place *)
val ins = TextIO.openString "first\nsecond\nthird"
val () = print (show (TextIO.inputLine ins) ^ "\n")
val () = print (TextIO.inputN (ins, 3) ^ "|" ^ show (TextIO.inputLine ins) ^ "|" ^ show (TextIO.inputLine ins) ^ "\n")

fun list l = "[" ^ String.concatWith "," (map (fn s => "\"" ^ String.toString s ^ "\"") l) ^ "]"
val strs = ["", " ", "   ", "a", " a", "a ", "  a  b\t\tc \n", "a,b,,c,", ",", ",,", "one", "x  y", "\t\n\r\v\f"]
val seps = [Char.isSpace, fn c => c = #",", fn c => c = #" " orelse c = #","]
val () =
  List.app
    (fn s =>
       List.app
         (fn p =>
            print (list (String.tokens p s) ^ " " ^ list (String.fields p s) ^ " " ^
                   list (map Substring.string (Substring.tokens p (Substring.full s))) ^ " " ^
                   list (map Substring.string (Substring.fields p (Substring.substring ("<" ^ s ^ ">", 1, size s)))) ^ " " ^
                   list (map Substring.string (Substring.tokens p (Substring.extract ("a, b " ^ s, 2, NONE)))) ^ "\n"))
         seps)
    strs
(* the predicate sees every character once, in order *)
val seen = ref []
val toks = String.tokens (fn c => (seen := c :: !seen; c = #" ")) " ab  c "
val () = print (list toks ^ " " ^ implode (rev (!seen)) ^ "\n")
val () = seen := []
val toks = Substring.tokens (fn c => (seen := c :: !seen; c = #" ")) (Substring.full " ab  c ")
val () = print (Int.toString (length toks) ^ " " ^ implode (rev (!seen)) ^ "\n")
