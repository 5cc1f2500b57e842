(* Naive substring search and occurrence counting, compared against String.isSubstring. *)
fun find (pat, s) = let val n = size s val m = size pat fun at i = i + m <= n andalso String.substring (s, i, m) = pat
                        fun go i = if i + m > n then [] else if at i then i :: go (i + 1) else go (i + 1) in go 0 end
val text = "she sells sea shells by the sea shore; the shells she sells are sea shells"
val _ = List.app (fn p => print (p ^ ": " ^ String.concatWith "," (map Int.toString (find (p, text))) ^ " " ^ Bool.toString (String.isSubstring p text) ^ "\n")) ["sea", "shells", "she", "xyz", "e"]
