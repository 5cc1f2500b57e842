(* String.concatWith, ^ folds and implode agree; size of results; empty separators and empty lists. *)
val parts = ["alpha", "beta", "", "gamma"]
val a = String.concatWith ", " parts
val b = foldl (fn (p, acc) => if acc = "" then p else acc ^ ", " ^ p) "" parts
val _ = print (a ^ "|" ^ Bool.toString (a = b) ^ "|" ^ String.concatWith "" parts ^ "|" ^ String.concatWith "-" [] ^ "|" ^ String.concatWith "-" ["solo"] ^ "|" ^ Int.toString (size a) ^ "\n")
