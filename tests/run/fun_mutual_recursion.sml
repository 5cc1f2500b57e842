(* Mutually recursive functions with and: a small recursive-descent parser for arithmetic expressions. *)
fun expr (toks) = let val (v, r) = term toks in exprRest (v, r) end
and exprRest (v, #"+" :: r) = let val (w, r') = term r in exprRest (v + w, r') end
  | exprRest (v, #"-" :: r) = let val (w, r') = term r in exprRest (v - w, r') end
  | exprRest (v, r) = (v, r)
and term toks = let val (v, r) = factor toks in termRest (v, r) end
and termRest (v, #"*" :: r) = let val (w, r') = factor r in termRest (v * w, r') end
  | termRest (v, r) = (v, r)
and factor (#"(" :: r) = (case expr r of (v, #")" :: r') => (v, r') | _ => raise Fail "paren")
  | factor (c :: r) = if Char.isDigit c then number (Char.ord c - 48, r) else raise Fail "factor"
  | factor [] = raise Fail "eof"
and number (n, c :: r) = if Char.isDigit c then number (n * 10 + Char.ord c - 48, r) else (n, c :: r)
  | number (n, []) = (n, [])
fun eval s = #1 (expr (List.filter (not o Char.isSpace) (explode s)))
val _ = List.app (fn s => print (s ^ " = " ^ Int.toString (eval s) ^ "\n")) ["1+2*3", "(1+2)*3", "10-4-3", "2*(3+4)*5-6", "42"]
