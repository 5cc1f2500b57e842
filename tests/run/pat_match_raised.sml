(* Non-exhaustive matches raise Match (fn, case, fun) and non-matching val bindings raise Bind. *)
fun f 1 = "one" | f 2 = "two"
val _ = print (f 1 ^ "\n")
val _ = print (f 3 handle Match => "Match from fun\n")
val g = fn SOME x => x
val _ = print (Int.toString (g (SOME 4)) ^ "\n")
val _ = print ((Int.toString (g NONE)) handle Match => "Match from fn\n")
val _ = print ((case [1, 2] of [] => "empty" | [_] => "one") handle Match => "Match from case\n")
val _ = print ((let val [a, b] = [1, 2, 3] in Int.toString (a + b) end) handle Bind => "Bind\n")
val _ = print ((let val SOME y = NONE : int option in "no" end) handle Bind => "Bind option\n")
val _ = print (exnName Match ^ " " ^ exnName Bind ^ "\n")
