(* Realistic program: a JSON parser and pretty printer.  A datatype for JSON
   values, a recursive-descent parser over a string with positioned error
   reporting (line:column), string escapes (\n \t \" \\ \uXXXX), numbers via
   Int.fromString / Real.fromString, a pretty printer with indentation and
   String.translate for escaping, plus a few queries over the parsed tree. *)

datatype json =
    Null
  | Bool of bool
  | Int of int
  | Num of real
  | Str of string
  | Arr of json list
  | Obj of (string * json) list

exception SyntaxError of int * string

structure Parser :
sig
  val parse : string -> json
  val position : string -> int -> int * int
end =
struct
  fun position s i =
    let
      fun go (j, line, col) =
        if j >= i then (line, col)
        else if String.sub (s, j) = #"\n" then go (j + 1, line + 1, 1) else go (j + 1, line, col + 1)
    in
      go (0, 1, 1)
    end

  fun parse (s : string) : json =
    let
      val n = size s
      fun err (i, m) = raise SyntaxError (i, m)
      fun peek i = if i < n then SOME (String.sub (s, i)) else NONE
      fun skip i = if i < n andalso Char.isSpace (String.sub (s, i)) then skip (i + 1) else i
      fun expect (i, c) =
        let val i = skip i in
          if peek i = SOME c then i + 1 else err (i, "expected '" ^ str c ^ "'")
        end
      fun literal (i, word, v) =
        if String.isPrefix word (String.extract (s, i, NONE)) then (v, i + size word)
        else err (i, "bad literal")
      fun hex4 i =
        if i + 4 > n then err (i, "short \\u escape")
        else case StringCvt.scanString (Int.scan StringCvt.HEX) (String.substring (s, i, 4)) of
               SOME v => v
             | NONE => err (i, "bad \\u escape")
      fun str (i, acc) =
        case peek i of
          NONE => err (i, "unterminated string")
        | SOME #"\"" => (String.implode (rev acc), i + 1)
        | SOME #"\\" =>
            (case peek (i + 1) of
               SOME #"n" => str (i + 2, #"\n" :: acc)
             | SOME #"t" => str (i + 2, #"\t" :: acc)
             | SOME #"\"" => str (i + 2, #"\"" :: acc)
             | SOME #"\\" => str (i + 2, #"\\" :: acc)
             | SOME #"/" => str (i + 2, #"/" :: acc)
             | SOME #"u" =>
                 let val v = hex4 (i + 2) in
                   if v < 256 then str (i + 6, Char.chr v :: acc) else str (i + 6, #"?" :: acc)
                 end
             | _ => err (i, "bad escape"))
        | SOME c => if Char.ord c < 32 then err (i, "control character in string") else str (i + 1, c :: acc)
      fun number i =
        let
          fun span j = if j < n andalso (Char.isDigit (String.sub (s, j)) orelse Char.contains "+-.eE" (String.sub (s, j)))
                       then span (j + 1) else j
          val j = span i
          val text = String.substring (s, i, j - i)
          val isReal = CharVector.exists (fn c => Char.contains ".eE" c) text
          val text' = String.map (fn #"-" => #"~" | c => c) text
        in
          if isReal then
            case Real.fromString text' of SOME r => (Num r, j) | NONE => err (i, "bad number")
          else
            case Int.fromString text' of SOME k => (Int k, j) | NONE => err (i, "bad number")
        end
      fun value i =
        let val i = skip i in
          case peek i of
            NONE => err (i, "unexpected end of input")
          | SOME #"{" => members (skip (i + 1), [])
          | SOME #"[" => elements (skip (i + 1), [])
          | SOME #"\"" => let val (v, j) = str (i + 1, []) in (Str v, j) end
          | SOME #"t" => literal (i, "true", Bool true)
          | SOME #"f" => literal (i, "false", Bool false)
          | SOME #"n" => literal (i, "null", Null)
          | SOME c => if c = #"-" orelse Char.isDigit c then number i else err (i, "unexpected '" ^ Char.toString c ^ "'")
        end
      and elements (i, acc) =
        if peek i = SOME #"]" andalso null acc then (Arr [], i + 1)
        else
          let val (v, j) = value i
              val j = skip j
          in
            case peek j of
              SOME #"," => elements (skip (j + 1), v :: acc)
            | SOME #"]" => (Arr (rev (v :: acc)), j + 1)
            | _ => err (j, "expected ',' or ']'")
          end
      and members (i, acc) =
        if peek i = SOME #"}" andalso null acc then (Obj [], i + 1)
        else if peek i <> SOME #"\"" then err (i, "expected a key")
        else
          let val (k, j) = str (i + 1, [])
              val j = expect (j, #":")
              val (v, j) = value j
              val j = skip j
          in
            case peek j of
              SOME #"," => members (skip (j + 1), (k, v) :: acc)
            | SOME #"}" => (Obj (rev ((k, v) :: acc)), j + 1)
            | _ => err (j, "expected ',' or '}'")
          end
      val (v, i) = value 0
      val i = skip i
    in
      if i < n then err (i, "trailing characters") else v
    end
end

fun escape s =
  String.translate (fn #"\"" => "\\\"" | #"\\" => "\\\\" | #"\n" => "\\n" | #"\t" => "\\t"
                     | c => if Char.ord c < 32 orelse Char.ord c > 126
                            then "\\u" ^ StringCvt.padLeft #"0" 4 (Int.fmt StringCvt.HEX (Char.ord c))
                            else str c) s

fun showReal r =
  let val s = Real.fmt (StringCvt.GEN (SOME 12)) r in
    String.map (fn #"~" => #"-" | c => c) s
  end
fun showInt k = if k < 0 then "-" ^ Int.toString (~k) else Int.toString k

fun pretty (v : json) : string =
  let
    fun ind d = CharVector.tabulate (2 * d, fn _ => #" ")
    fun scalar Null = SOME "null"
      | scalar (Bool b) = SOME (Bool.toString b)
      | scalar (Int k) = SOME (showInt k)
      | scalar (Num r) = SOME (showReal r)
      | scalar (Str s) = SOME ("\"" ^ escape s ^ "\"")
      | scalar (Arr []) = SOME "[]"
      | scalar (Obj []) = SOME "{}"
      | scalar _ = NONE
    fun pp d v =
      case (scalar v, v) of
        (SOME s, _) => s
      | (NONE, Arr vs) =>
          if List.all (Option.isSome o scalar) vs andalso length vs <= 6
          then "[" ^ String.concatWith ", " (map (pp d) vs) ^ "]"
          else "[\n" ^ String.concatWith ",\n" (map (fn x => ind (d + 1) ^ pp (d + 1) x) vs) ^ "\n" ^ ind d ^ "]"
      | (NONE, Obj kvs) =>
          "{\n" ^ String.concatWith ",\n"
                    (map (fn (k, x) => ind (d + 1) ^ "\"" ^ escape k ^ "\": " ^ pp (d + 1) x) kvs)
          ^ "\n" ^ ind d ^ "}"
      | (NONE, _) => raise Fail "impossible"
  in
    pp 0 v
  end

fun compact Null = "null"
  | compact (Arr vs) = "[" ^ String.concatWith "," (map compact vs) ^ "]"
  | compact (Obj kvs) = "{" ^ String.concatWith "," (map (fn (k, v) => "\"" ^ escape k ^ "\":" ^ compact v) kvs) ^ "}"
  | compact v = pretty v

(* queries *)
fun field k (Obj kvs) = Option.map #2 (List.find (fn (k', _) => k = k') kvs)
  | field _ _ = NONE
fun path ks v = foldl (fn (k, SOME v) => field k v | (_, NONE) => NONE) (SOME v) ks
fun count (Arr vs) = 1 + foldl (fn (v, a) => a + count v) 0 vs
  | count (Obj kvs) = 1 + foldl (fn ((_, v), a) => a + count v) 0 kvs
  | count _ = 1
fun depth (Arr vs) = 1 + foldl Int.max 0 (map depth vs)
  | depth (Obj kvs) = 1 + foldl Int.max 0 (map (depth o #2) kvs)
  | depth _ = 0

val doc =
  "{ \"name\": \"Skein\", \"version\": [0, 1, 2],\n\
  \  \"stable\": false, \"license\": null,\n\
  \  \"authors\": [ {\"name\": \"Ada \\\"the first\\\"\", \"commits\": 1204},\n\
  \               {\"name\": \"Bob\\tTabs\", \"commits\": -3, \"ratio\": 0.125} ],\n\
  \  \"build\": { \"flags\": [\"-O2\", \"-g\"], \"targets\": {}, \"jobs\": 2.5e1,\n\
  \             \"path\": \"C:\\\\tools\\/bin\", \"caf\\u00e9\": \"\\u0041BC\" },\n\
  \  \"empty\": [], \"nested\": [[1, [2, [3, []]]], {\"deep\": {\"deeper\": [true]}}] }"

val v = Parser.parse doc
val () = print (pretty v ^ "\n")
val () = print ("compact: " ^ compact v ^ "\n")
val () = print ("nodes: " ^ Int.toString (count v) ^ ", depth: " ^ Int.toString (depth v) ^ "\n")
val () = print ("build.jobs = " ^ (case path ["build", "jobs"] v of SOME x => compact x | NONE => "missing") ^ "\n")
val () = print ("build.cc = " ^ (case path ["build", "cc"] v of SOME x => compact x | NONE => "missing") ^ "\n")
val commits = case field "authors" v of
                SOME (Arr as') => List.mapPartial (fn a => case field "commits" a of SOME (Int k) => SOME k | _ => NONE) as'
              | _ => []
val () = print ("total commits: " ^ showInt (foldl op+ 0 commits) ^ "\n")
(* round trip: pretty output parses back to the same tree *)
val () = print ("round trip: " ^ Bool.toString (compact (Parser.parse (pretty v)) = compact v) ^ "\n")

val bad = ["{\"a\": 1,}", "[1, 2", "{\"a\" 1}", "[tru]", "\"abc", "[1] x", "{\"k\": \"\\q\"}",
           "\n\n  [1,\n   @]", "", "{\"x\": [1, {\"y\": -}]}"]
val () = List.app (fn s =>
  (ignore (Parser.parse s); print "parsed?!\n")
  handle SyntaxError (i, m) =>
    let val (l, c) = Parser.position s i in
      print ("error at " ^ Int.toString l ^ ":" ^ Int.toString c ^ ": " ^ m ^ "  in " ^ String.toString s ^ "\n")
    end) bad
