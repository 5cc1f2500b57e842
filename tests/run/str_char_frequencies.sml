(* Letter frequency histogram of a text using an int array indexed by character code. *)
val text = "It was the best of times, it was the worst of times, it was the age of wisdom"
val counts = Array.array (26, 0)
val _ = CharVector.app (fn c => if Char.isAlpha c then let val i = Char.ord (Char.toLower c) - 97 in Array.update (counts, i, Array.sub (counts, i) + 1) end else ()) text
val _ = Array.appi (fn (i, n) => if n > 2 then print (String.str (Char.chr (i + 97)) ^ ":" ^ Int.toString n ^ " ") else ()) counts
val _ = print "\n"
