(* Text statistics: lines, words, longest word, average word length, most frequent letter. *)
val text = "Standard ML is a general-purpose, modular, functional programming language\nwith compile-time type checking and type inference.\nIt is popular among compiler writers and programming-language researchers."
val lines = String.fields (fn c => c = #"\n") text
val words = String.tokens (fn c => Char.isSpace c orelse c = #"," orelse c = #".") text
val longest = foldl (fn (w, b) => if size w > size b then w else b) "" words
val avg = real (foldl (fn (w, s) => s + size w) 0 words) / real (length words)
val counts = Array.array (26, 0)
val _ = app (fn c => if Char.isAlpha c then let val i = Char.ord (Char.toLower c) - 97 in Array.update (counts, i, Array.sub (counts, i) + 1) end else ()) (explode text)
val (best, n) = Array.foldli (fn (i, c, (b, n)) => if c > n then (i, c) else (b, n)) (0, 0) counts
val _ = print (Int.toString (length lines) ^ " " ^ Int.toString (length words) ^ " " ^ longest ^ " " ^ Real.toString (real (round (avg * 100.0)) / 100.0) ^ " " ^ String.str (Char.chr (best + 97)) ^ Int.toString n ^ "\n")
