(* exnName on builtin and user exceptions (including ones with arguments). *)
exception MyExn
exception WithArg of string
val es = [Div, Overflow, Match, Bind, Subscript, Size, Chr, Empty, Option, Domain, Fail "x", MyExn, WithArg "y"]
val _ = print (String.concatWith " " (map exnName es) ^ "\n")
(* exnMessage (Fail s) is implementation-specific: Poly/ML gives Fail "s", Skein Fail: s *)
val _ = print (exnMessage MyExn ^ "|" ^ exnMessage Div ^ "\n")
