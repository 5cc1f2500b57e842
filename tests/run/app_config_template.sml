(* Realistic program: an INI-style configuration reader and a text template
   engine, written with Substring throughout (splitl/splitr, dropl/dropr,
   position, fields, tokens, isPrefix, triml/trimr, span, getc, foldl,
   collate).  Sections, key = value pairs, comments, quoted values, line
   continuations, ${section.key} interpolation with defaults and filters,
   typed lookups through StringCvt scanners (Int, Bool, Real, Word), and
   error reporting with line numbers. *)

structure SS = Substring

exception ConfigError of int * string

type entry = {section : string, key : string, value : string, line : int}

fun trim s = SS.dropr Char.isSpace (SS.dropl Char.isSpace s)

fun unquote s =
  let val s = trim s in
    if SS.size s >= 2 andalso SS.sub (s, 0) = #"\"" andalso SS.sub (s, SS.size s - 1) = #"\""
    then SS.string (SS.slice (s, 1, SOME (SS.size s - 2)))
    else
      (* strip a trailing comment introduced by " ;" or " #" *)
      let val (front, _) = SS.position " ;" s
          val (front, _) = SS.position " #" front
      in SS.string (trim front) end
  end

(* join lines ending in a backslash, keeping the number of the first *)
fun logicalLines text =
  let
    val raw = SS.fields (fn c => c = #"\n") (SS.full text)
    fun go (_, [], NONE, acc) = rev acc
      | go (n, [], SOME (start, parts), acc) = rev ((start, String.concat (rev parts)) :: acc)
      | go (n, l :: ls, pending, acc) =
          let
            val cont = SS.isSuffix "\\" l
            val body = if cont then SS.string (SS.trimr 1 l) else SS.string l
          in
            case (pending, cont) of
              (NONE, true) => go (n + 1, ls, SOME (n, [body]), acc)
            | (NONE, false) => go (n + 1, ls, NONE, (n, body) :: acc)
            | (SOME (start, parts), true) => go (n + 1, ls, SOME (start, SS.string (SS.dropl Char.isSpace (SS.full body)) :: parts), acc)
            | (SOME (start, parts), false) =>
                go (n + 1, ls, NONE, (start, String.concat (rev (SS.string (SS.dropl Char.isSpace l) :: parts))) :: acc)
          end
  in
    go (1, raw, NONE, [])
  end

fun parseConfig (text : string) : entry list =
  let
    fun line ((n, l), (section, acc)) =
      let val s = trim (SS.full l) in
        if SS.isEmpty s orelse SS.isPrefix ";" s orelse SS.isPrefix "#" s then (section, acc)
        else if SS.isPrefix "[" s then
          if SS.isSuffix "]" s then
            let val name = SS.string (trim (SS.slice (s, 1, SOME (SS.size s - 2)))) in
              if name = "" orelse CharVector.exists (not o (fn c => Char.isAlphaNum c orelse c = #"_" orelse c = #"-")) name
              then raise ConfigError (n, "bad section name \"" ^ name ^ "\"")
              else (name, acc)
            end
          else raise ConfigError (n, "unterminated section header")
        else
          let val (k, rest) = SS.splitl (fn c => c <> #"=") s in
            if SS.isEmpty rest then raise ConfigError (n, "expected key = value")
            else
              let val key = SS.string (trim k) in
                if key = "" then raise ConfigError (n, "empty key")
                else (section, {section = section, key = String.map Char.toLower key, value = unquote (SS.triml 1 rest), line = n} :: acc)
              end
          end
      end
  in
    rev (#2 (foldl line ("global", []) (logicalLines text)))
  end

fun lookup (cfg : entry list) (path : string) =
  let
    val (sec, key) =
      case SS.tokens (fn c => c = #".") (SS.full path) of
        [k] => ("global", SS.string k)
      | [s, k] => (SS.string s, SS.string k)
      | _ => ("", "")
    (* later definitions win *)
  in
    foldl (fn (e : entry, found) => if #section e = sec andalso #key e = String.map Char.toLower key then SOME (#value e) else found)
          NONE cfg
  end

fun typed scan cfg path = Option.mapPartial (StringCvt.scanString scan) (lookup cfg path)
fun getInt cfg path = typed (Int.scan StringCvt.DEC) cfg path
fun getBool cfg path = typed Bool.scan cfg path
fun getReal cfg path = typed Real.scan cfg path
fun getHex cfg path = typed (Word.scan StringCvt.HEX) cfg path

(* template: ${path}, ${path:-default}, ${path|upper}, ${path|len}, $$ for $ *)
fun render cfg (tmpl : string) : string =
  let
    fun filter ("upper", v) = String.map Char.toUpper v
      | filter ("lower", v) = String.map Char.toLower v
      | filter ("len", v) = Int.toString (size v)
      | filter ("trim", v) = SS.string (trim (SS.full v))
      | filter ("title", v) = String.concatWith " " (map (fn w => case SS.getc w of
                                                                     SOME (c, r) => str (Char.toUpper c) ^ SS.string r
                                                                   | NONE => "") (SS.tokens Char.isSpace (SS.full v)))
      | filter (f, _) = "<unknown filter " ^ f ^ ">"
    fun expand (ref', acc) =
      let val (lit, rest) = SS.splitl (fn c => c <> #"$") ref' in
        if SS.isEmpty rest then SS.string lit :: acc
        else if SS.isPrefix "$$" rest then expand (SS.triml 2 rest, "$" :: SS.string lit :: acc)
        else if SS.isPrefix "${" rest then
          let val (body, after) = SS.splitl (fn c => c <> #"}") (SS.triml 2 rest) in
            if SS.isEmpty after then "<unclosed>" :: SS.string lit :: acc
            else
              let
                val (name, dflt) = SS.position ":-" body
                val (name, filters) = SS.splitl (fn c => c <> #"|") name
                val fs = map SS.string (SS.tokens (fn c => c = #"|") filters)
                val v = case lookup cfg (SS.string (trim name)) of
                          SOME v => v
                        | NONE => if SS.isEmpty dflt then "<missing " ^ SS.string (trim name) ^ ">" else SS.string (SS.triml 2 dflt)
              in
                expand (SS.triml 1 after, foldl filter v fs :: SS.string lit :: acc)
              end
          end
        else expand (SS.triml 1 rest, "$" :: SS.string lit :: acc)
      end
  in
    String.concat (rev (expand (SS.full tmpl, [])))
  end

val config =
  "; sample configuration\n\
  \name = skein demo   ; trailing comment\n\
  \version = 3\n\
  \\n\
  \[server]\n\
  \host = \"example.org\"\n\
  \port=8080\n\
  \debug = true\n\
  \ratio = 0.75\n\
  \mask = ff00\n\
  \motd = welcome to the   \\\n\
  \       demo server\n\
  \[ paths ]\n\
  \Root = /srv/app\n\
  \logs = \"/var/log/app ; not a comment\"\n\
  \# duplicate key: the later one wins\n\
  \root = /srv/app2\n\
  \[server]\n\
  \port = 9090\n"

val cfg = parseConfig config
val () = List.app (fn {section, key, value, line} =>
                      print (StringCvt.padLeft #" " 2 (Int.toString line) ^ " " ^ section ^ "." ^ key ^ " = " ^ String.toString value ^ "\n")) cfg

fun opt f NONE = "NONE" | opt f (SOME x) = "SOME " ^ f x
val () = print ("server.port int: " ^ opt Int.toString (getInt cfg "server.port") ^ "\n")
val () = print ("server.debug bool: " ^ opt Bool.toString (getBool cfg "server.debug") ^ "\n")
val () = print ("server.ratio real: " ^ opt (Real.fmt (StringCvt.FIX (SOME 3))) (getReal cfg "server.ratio") ^ "\n")
val () = print ("server.mask hex: " ^ opt (fn w => Word.fmt StringCvt.DEC w ^ ", inverted 0x" ^ Word.toString (Word.andb (Word.notb w, 0wxFFFF)))
                                          (getHex cfg "server.mask") ^ "\n")
val () = print ("name int: " ^ opt Int.toString (getInt cfg "name") ^ ", missing: " ^ opt Int.toString (getInt cfg "server.nope")
                ^ ", version: " ^ opt Int.toString (getInt cfg "version") ^ "\n")

val templates =
  ["${name|title} v${version} listening on ${server.host}:${server.port}",
   "motd (${server.motd|len} chars): ${server.motd|upper}",
   "root=${paths.root} logs=${paths.logs}",
   "timeout=${server.timeout:-30s} user=${server.user}",
   "price: $$5 and $ alone, ${name|upper|len} ${server.debug|bogus}",
   "broken ${name"]
val () = List.app (fn t => print (render cfg t ^ "\n")) templates

(* collation and sorting of keys with Substring.collate *)
val keys = map (fn e => #section e ^ "." ^ #key e) cfg
fun isort cmp xs = foldr (fn (x, acc) => let fun ins [] = [x] | ins (y :: ys) = if cmp (x, y) = GREATER then y :: ins ys else x :: y :: ys
                                         in ins acc end) [] xs
val sorted = isort (fn (a, b) => SS.collate Char.compare (SS.full a, SS.full b)) keys
val () = print ("keys: " ^ String.concatWith " " sorted ^ "\n")
val () = print ("chars in values: " ^ Int.toString (foldl (fn (e, n) => SS.foldl (fn (_, k) => k + 1) n (SS.full (#value e))) 0 cfg) ^ "\n")
val spanDemo = let val s = SS.full "key = value" val a = SS.slice (s, 0, SOME 3) val b = SS.slice (s, 6, NONE)
               in SS.string (SS.span (a, b)) end
val () = print ("span: " ^ spanDemo ^ "\n")

val bad = ["[server\nport = 1\n", "[bad name]\n", "x\n", " = 3\n", "[]\n"]
val () = List.app (fn t => (ignore (parseConfig t); print "parsed?\n")
                            handle ConfigError (n, m) => print ("line " ^ Int.toString n ^ ": " ^ m ^ "\n")) bad
