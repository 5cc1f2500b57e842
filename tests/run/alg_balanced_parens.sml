(* Checking balanced brackets with a stack (list), for several strings. *)
fun balanced s = let fun go ([], st) = null st
                       | go (c :: r, st) = if c = #"(" orelse c = #"[" orelse c = #"{" then go (r, c :: st)
                                           else if c = #")" orelse c = #"]" orelse c = #"}" then (case st of o' :: st' => (o' = #"(" andalso c = #")" orelse o' = #"[" andalso c = #"]" orelse o' = #"{" andalso c = #"}") andalso go (r, st') | [] => false)
                                           else go (r, st) in go (explode s, []) end
val _ = List.app (fn s => print (s ^ " " ^ Bool.toString (balanced s) ^ "\n")) ["()", "([]{})", "(]", "((", "a(b[c]{d}e)f", "", "}{"]
