(* Sorting strings with String.compare and by length then alphabetically. *)
fun sortBy cmp l = foldr (fn (x, acc) => let fun ins [] = [x] | ins (y :: r) = if cmp (x, y) <> GREATER then x :: y :: r else y :: ins r in ins acc end) [] l
val ws = ["banana", "Apple", "cherry", "date", "fig", "apple", "Banana", ""]
val _ = print (String.concatWith " " (sortBy String.compare ws) ^ "\n")
val _ = print (String.concatWith " " (sortBy (fn (a, b) => case Int.compare (size a, size b) of EQUAL => String.compare (a, b) | c => c) ws) ^ "\n")
