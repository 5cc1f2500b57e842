(* Matching on pairs of options and options of pairs to combine partial results. *)
fun combine (SOME a, SOME b) = SOME (a + b) | combine (SOME a, NONE) = SOME a | combine (NONE, SOME b) = SOME b | combine (NONE, NONE) = NONE
fun show NONE = "-" | show (SOME n) = Int.toString n
val _ = print (String.concatWith " " (map (show o combine) [(SOME 1, SOME 2), (SOME 3, NONE), (NONE, SOME 4), (NONE, NONE)]) ^ "\n")
fun unzipOpt (SOME (a, b)) = (SOME a, SOME b) | unzipOpt NONE = (NONE, NONE)
val (x, y) = unzipOpt (SOME (5, "five"))
val _ = print (show x ^ " " ^ getOpt (y, "none") ^ "\n")
