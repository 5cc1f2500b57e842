(* An association-list map: insert/update/delete/lookup with strings, and word frequency counting. *)
fun update (k, v, []) = [(k, v)] | update (k, v, (k', v') :: r) = if k = k' then (k, v) :: r else (k', v') :: update (k, v, r)
fun lookup (k, []) = NONE | lookup (k, (k', v) :: r) = if k = k' then SOME v else lookup (k, r)
fun delete (k, l) = List.filter (fn (k', _) => k' <> k) l
val text = "the cat and the dog and the bird saw the cat"
val freq = foldl (fn (w, m) => update (w, getOpt (lookup (w, m), 0) + 1, m)) [] (String.tokens Char.isSpace text)
val _ = print (String.concatWith " " (map (fn (w, n) => w ^ ":" ^ Int.toString n) freq) ^ "\n")
val freq' = delete ("the", freq)
val _ = print (Int.toString (length freq') ^ " " ^ (case lookup ("the", freq') of NONE => "gone" | SOME _ => "still") ^ "\n")
