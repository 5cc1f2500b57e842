(* Text processing: write a file with TextIO, read it back by lines,
   by chunks and by characters; word frequencies with Substring; CSV
   parsing with String.fields; a simple template expander. *)
fun pr s = print (s ^ "\n")

val tmp = OS.FileSys.tmpName ()

val text =
  "The quick brown fox jumps over the lazy dog.\n\
  \  Pack my box with five dozen liquor jugs!  \n\
  \\n\
  \How vexingly quick daft zebras jump;\tthe five boxing wizards jump quickly.\n\
  \name,age,city\n\
  \alice,30,Paris\n\
  \bob,,\"New York\"\n\
  \carol,41,\n\
  \last line without newline"

val () =
  let val os = TextIO.openOut tmp
  in TextIO.output (os, text); TextIO.closeOut os end

(* read back by lines *)
val lines =
  let
    val is = TextIO.openIn tmp
    fun loop acc = case TextIO.inputLine is of
                       NONE => rev acc
                     | SOME l => loop (l :: acc)
    val ls = loop []
  in TextIO.closeIn is; ls end

val () = pr ("lines: " ^ Int.toString (length lines))
val () = List.app (fn l => pr (Int.toString (size l) ^ " " ^ String.toString l)) lines

(* whole file *)
val whole = let val is = TextIO.openIn tmp in TextIO.inputAll is before TextIO.closeIn is end
val () = pr ("same: " ^ Bool.toString (whole = text) ^ " size " ^ Int.toString (size whole))

(* chunks of 17 *)
val chunks =
  let
    val is = TextIO.openIn tmp
    fun loop n = let val s = TextIO.inputN (is, 17) in if s = "" then n else loop (n + 1) end
  in loop 0 before TextIO.closeIn is end
val () = pr ("chunks: " ^ Int.toString chunks)

(* char by char with lookahead *)
val vowels =
  let
    val is = TextIO.openIn tmp
    fun loop (n, spaces) =
      case TextIO.input1 is of
          NONE => (n, spaces)
        | SOME c =>
            (case TextIO.lookahead is of
                 SOME d => if Char.isSpace c andalso Char.isSpace d then loop (n, spaces + 1)
                           else loop (if Char.contains "aeiouAEIOU" c then n + 1 else n, spaces)
               | NONE => loop (n, spaces))
  in loop (0, 0) before TextIO.closeIn is end
val () = pr ("vowels/double-spaces: " ^ Int.toString (#1 vowels) ^ " " ^ Int.toString (#2 vowels))

(* word frequency with Substring *)
fun words s =
  map (String.map Char.toLower o Substring.string)
      (Substring.tokens (fn c => not (Char.isAlpha c)) (Substring.full s))

fun insert (w, []) = [(w, 1)]
  | insert (w, (x, n) :: rest) =
      if w = x then (x, n + 1) :: rest
      else if String.< (w, x) then (w, 1) :: (x, n) :: rest
      else (x, n) :: insert (w, rest)

val freq = foldl insert [] (words whole)
val () = pr ("distinct words: " ^ Int.toString (length freq))
val () = List.app (fn (w, n) => if n > 1 then pr (w ^ " " ^ Int.toString n) else ()) freq

(* pangram check per line *)
fun pangram l =
  let val letters = List.filter Char.isAlpha (explode (String.map Char.toLower l))
  in List.all (fn c => List.exists (fn d => d = c) letters) (explode "abcdefghijklmnopqrstuvwxyz") end
val () = List.app (fn l => if pangram l then pr ("pangram: " ^ String.substring (l, 0, 20)) else ()) lines

(* CSV *)
val csv = List.filter (fn l => String.isSubstring "," l) lines
val () = List.app (fn l =>
  let
    val l = if String.isSuffix "\n" l then String.extract (l, 0, SOME (size l - 1)) else l
    val fs = String.fields (fn c => c = #",") l
  in pr (Int.toString (length fs) ^ ": " ^ String.concatWith " | " (map (fn f => "[" ^ f ^ "]") fs)) end) csv

(* Substring operations *)
val ss = Substring.full "  key = value ; other=thing  "
val () = pr ("[" ^ Substring.string (Substring.dropl Char.isSpace (Substring.dropr Char.isSpace ss)) ^ "]")
val (a, b) = Substring.splitl (fn c => c <> #"=") ss
val () = pr ("[" ^ Substring.string a ^ "][" ^ Substring.string b ^ "]")
val (p, q) = Substring.position "other" ss
val () = pr ("[" ^ Substring.string p ^ "][" ^ Substring.string q ^ "]")
val () = pr (Int.toString (Substring.size q) ^ " " ^ Int.toString (#2 (Substring.base q)))
val () = pr (Substring.string (Substring.slice (ss, 2, SOME 3)) ^ "|" ^ Substring.string (Substring.triml 4 (Substring.trimr 3 ss)))
val () = pr (String.concatWith "/" (map Substring.string (Substring.fields (fn c => c = #";") ss)))
val () = pr (Bool.toString (Substring.isPrefix "  key" ss) ^ " " ^ Bool.toString (Substring.isSuffix "ng  " ss)
             ^ " " ^ Bool.toString (Substring.isSubstring "e ; o" ss))
val () = case Substring.getc ss of SOME (c, rest) => pr (Char.toString c ^ Int.toString (Substring.size rest)) | NONE => ()
val () = pr (Substring.string (Substring.takel Char.isSpace ss) ^ "<" ^ Substring.string (Substring.taker Char.isSpace ss) ^ ">")
val () = pr (Substring.concat [Substring.substring ("abcdef", 1, 3), Substring.extract ("xyz", 1, NONE)])
val () = case Substring.compare (Substring.full "abc", Substring.full "abd") of LESS => pr "LESS" | _ => pr "not"
val () = pr (Substring.translate (fn #" " => "_" | c => str (Char.toUpper c)) (Substring.full "a b c"))
val () = pr (Int.toString (Substring.foldl (fn (c, n) => n + ord c) 0 (Substring.full "ABC")))

(* template expansion: ${name} *)
fun expand env s =
  let
    fun go (ss, acc) =
      let val (pre, rest) = Substring.position "${" ss
      in
        if Substring.isEmpty rest then Substring.concat (rev (pre :: acc))
        else
          let val (name, rest') = Substring.splitl (fn c => c <> #"}") (Substring.triml 2 rest)
              val value = case List.find (fn (k, _) => k = Substring.string name) env of
                              SOME (_, v) => v | NONE => "?" ^ Substring.string name ^ "?"
          in go (Substring.triml 1 rest', Substring.full value :: pre :: acc) end
      end
  in go (Substring.full s, []) end
val () = pr (expand [("who", "world"), ("n", "3")] "Hello, ${who}! You have ${n} new ${what}.")

(* append mode and re-read *)
val () = let val os = TextIO.openAppend tmp in TextIO.output (os, "\nappended\n"); TextIO.closeOut os end
val () = let val is = TextIO.openIn tmp
             val all = TextIO.inputAll is
         in TextIO.closeIn is; pr ("after append: " ^ Int.toString (size all) ^ " " ^ Bool.toString (String.isSuffix "appended\n" all)) end
val () = pr ("exists: " ^ Bool.toString (OS.FileSys.access (tmp, [])))
val () = pr ("size: " ^ Position.toString (OS.FileSys.fileSize tmp))
val () = OS.FileSys.remove tmp
val () = pr ("exists: " ^ Bool.toString (OS.FileSys.access (tmp, [])))
val () = (ignore (TextIO.openIn tmp); pr "opened?") handle IO.Io {name, ...} => pr ("Io " ^ Bool.toString (name = tmp))
