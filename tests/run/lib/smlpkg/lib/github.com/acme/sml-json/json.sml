structure Json :> JSON = struct
  datatype t = NULL | BOOL of bool | NUMBER of string | STRING of string
             | ARRAY of t list | OBJECT of (string * t) list
  exception ParseError of string
  open Parse
  infix 1 >>= >>> ->> >>- >>@
  infixr 0 ||
  val strChar = (char #"\\" ->> (satisfy (fn _ => true) >>@ (fn #"n" => #"\n" | #"t" => #"\t" | c => c)))
                || satisfy (fn c => c <> #"\"" andalso c <> #"\\")
  val str = (char #"\"" ->> many strChar >>- char #"\"" >>- ws) >>@ implode
  val num = (many1 (satisfy (fn c => Char.isDigit c orelse c = #"-" orelse c = #"." orelse c = #"e")) >>- ws) >>@ implode
  fun value () =
      (token "null" >>@ (fn () => NULL))
      || (token "true" >>@ (fn () => BOOL true))
      || (token "false" >>@ (fn () => BOOL false))
      || (num >>@ NUMBER)
      || (str >>@ STRING)
      || (token "[" ->> sepBy (delay value, token ",") >>- token "]" >>@ ARRAY)
      || (token "{" ->> sepBy (str >>- token ":" >>> delay value, token ",") >>- token "}" >>@ OBJECT)
  fun fromString s =
      case parse (ws ->> delay value >>- eof) (Parse.fromString s) of
          Ok v => v
        | Err (i, m) => raise ParseError (Int.toString i ^ ": " ^ m)
  fun esc s = String.translate (fn #"\"" => "\\\"" | #"\\" => "\\\\" | #"\n" => "\\n" | c => String.str c) s
  fun toString NULL = "null"
    | toString (BOOL b) = Bool.toString b
    | toString (NUMBER n) = n
    | toString (STRING s) = "\"" ^ esc s ^ "\""
    | toString (ARRAY vs) = "[" ^ String.concatWith "," (map toString vs) ^ "]"
    | toString (OBJECT kvs) = "{" ^ String.concatWith "," (map (fn (k, v) => toString (STRING k) ^ ":" ^ toString v) kvs) ^ "}"
  fun lookup (OBJECT kvs) k = Option.map #2 (List.find (fn (k', _) => k = k') kvs)
    | lookup _ _ = NONE
end
