(* no-poly *) (* String.scan/fromString of formatting gaps followed by a non-printable character or a bad escape return NONE, as the spec says when the first character is non-printable or the first escape illegal (SML/NJ agrees; Poly/ML 5.7 returns SOME "") *)
fun show NONE = "NONE" | show (SOME s) = "SOME \"" ^ String.toString s ^ "\""
fun fromStr s = print (String.toString s ^ " => " ^ show (String.fromString s) ^ "\n")
fun scanned s =
  case String.scan Substring.getc (Substring.full s) of
    NONE => print (String.toString s ^ " scan> NONE\n")
  | SOME (x, r) => print (String.toString s ^ " scan> " ^ String.toString x ^ " | " ^ String.toString (Substring.string r) ^ "\n")
val _ = app fromStr ["\\ \\\t", "\\ \\\\ \\\n", "\\ \\\\q", "\\ \\\\", "\\ \\x\t"]
val _ = app scanned ["\\ \\\t", "\\ \\\\q", "\\ \\x\t"]
