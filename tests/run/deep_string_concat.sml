(* no-gc-stress *)
(* String.concat over 10^5 pieces and a 10^5-deep non-tail recursive string builder. *)
val pieces = List.tabulate (100000, fn i => String.str (Char.chr (97 + i mod 26)))
val s = String.concat pieces
fun build 0 = [] | build n = Int.toString (n mod 10) :: build (n - 1)
val t = String.concat (build 100000)
val _ = print (Int.toString (size s) ^ " " ^ String.substring (s, 26 * 1000, 30) ^ " " ^ Int.toString (size t) ^ " " ^ String.substring (t, 0, 12) ^ "\n")
