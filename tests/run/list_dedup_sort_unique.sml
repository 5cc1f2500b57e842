(* Removing duplicates while keeping first occurrences, and via sort-then-unique; results compared. *)
val data = [5, 3, 5, 1, 3, 9, 1, 1, 7, 5, 0]
fun keepFirst l = rev (foldl (fn (x, acc) => if List.exists (fn y => y = x) acc then acc else x :: acc) [] l)
fun sortU l = let fun ins (x, []) = [x] | ins (x, y :: r) = if x < y then x :: y :: r else if x = y then y :: r else y :: ins (x, r) in foldl ins [] l end
val _ = print (String.concatWith " " (map Int.toString (keepFirst data)) ^ " | " ^ String.concatWith " " (map Int.toString (sortU data)) ^ "\n")
