(* bench/io/lines.sml: reads a text file line by line with TextIO.inputLine
   and splits each line with String.tokens Char.isSpace, counting lines,
   tokens and bytes and hashing the token sizes (BenchUtil.mix).  The file
   is bench/io/gentext.c's output (written by bench/run.py into
   bench/build/io/).  Argument: the file's path.  Prints
   "lines LINES TOKENS BYTES HASH"; lines.c prints the same. *)
open BenchUtil

val path = List.nth (CommandLine.arguments (), 0)
val ins = TextIO.openIn path

fun loop (lines, tokens, bytes, h) =
  case TextIO.inputLine ins of
    NONE => (lines, tokens, bytes, h)
  | SOME s =>
      let
        fun count ([], t, h) = (t, h)
          | count (w :: ws, t, h) = count (ws, t + 1, mix (h, size w))
        val (t, h) = count (String.tokens Char.isSpace s, tokens, h)
      in
        loop (lines + 1, t, bytes + size s, h)
      end

val (l, t, b, h) = loop (0, 0, 0, 0)
val () = TextIO.closeIn ins
val () = print ("lines " ^ String.concatWith " " (map Int.toString [l, t, b, h]) ^ "\n")
