(* Char/String fromString, scan, fromCString and toCString on escapes:
   gaps, control escapes, \u, decimal and octal escapes, invalid ones
   (NONE or the valid prefix). *)
fun p s = print (s ^ "\n")
fun co NONE = "NONE" | co (SOME c) = "SOME[" ^ Char.toString c ^ "]"
fun so NONE = "NONE" | so (SOME s) = "SOME[" ^ String.toString s ^ "]"
val xs = ["\\ \\a", "\\ \\", "\\ \\\\ \\b", "\\\t\n\\x", "\\ x\\a", "\\^`", "\\^[", "\\u004a", "\\u004A", "\\U004A", "\\000", "\\255", "\\0000", "\\9", "\"", "\\\"", "a\"", "\127", "\128", "\t", " ", "~", "\\z", "\\ ", "\\", "\\\n", "\\\\\\"]
val _ = app (fn s => p (String.toString s ^ ": " ^ co (Char.fromString s) ^ " " ^ so (String.fromString s) ^ " " ^ (case Char.scan Substring.getc (Substring.full s) of SOME (c, r) => Char.toString c ^ "/" ^ String.toString (Substring.string r) | NONE => "NONE") ^ " " ^ (case String.scan Substring.getc (Substring.full s) of SOME (c, r) => String.toString c ^ "/" ^ String.toString (Substring.string r) | NONE => "NONE"))) xs
val _ = app (fn s => p (String.toString s ^ ": " ^ co (Char.fromCString s) ^ " " ^ so (String.fromCString s))) ["\\n", "\\", "\"", "\\\"", "'", "\\'", "?", "\\?", "\127", "\t", "a\\", "\\8", "\\08", "\\x0g", "\\X41"]
val _ = p (String.toCString "\t\v\f\a\b\r\n?'\"\\\001\031\127\128")
val _ = p (Char.toCString #"\000" ^ Char.toCString #"?" ^ Char.toCString #"'" ^ Char.toCString #"\"")
