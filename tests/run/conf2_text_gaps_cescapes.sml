(* String.scan leaves the rest after the formatting gaps \f..f\ that follow the last character (a malformed gap stays, as Poly/ML and SML/NJ); fromCString reads the control escape \^c (as Poly/ML) *)
fun show NONE = "NONE" | show (SOME s) = "SOME \"" ^ String.toString s ^ "\""
fun rest s =
  case String.scan Substring.getc (Substring.full s) of
    NONE => "NONE"
  | SOME (x, r) => String.toString x ^ " | " ^ String.toString (Substring.string r)
fun fromStr s = print (String.toString s ^ " => " ^ show (String.fromString s) ^ "\n")
fun fromC s = print (String.toString s ^ " =C> " ^ show (String.fromCString s) ^ "\n")
fun scanRest s = print (String.toString s ^ " scan> " ^ rest s ^ "\n")
val _ = app scanRest
  ["ab\\ \\\tc", "ab\\ \\", "ab\\ \\c", "a\\ \\\\ \\\t", "a\\ \\\\q", "a\\ \\\\ x", "a\\\n\t\\\\\n\\?",
   "a\t", "a\\q", "a\\ x", "\\ \\", ""]
val _ = app fromStr
  ["\\ \\", "\\ \\\\ \\a", "\\\t\n \\b", "\\ x", "a\\ \\\t", "\\^@\\^_", "\\^`", "\t", ""]
val _ = app fromC
  ["a\\^Ab", "\\^A", "\\^@\\^_x", "\\^`", "\\^", "\\x41\\x4g", "\\101\\0\\08", "\\?\\'\\\"", "a\\ \\b", "\\q"]
