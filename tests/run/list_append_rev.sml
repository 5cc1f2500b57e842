(* @, rev, List.revAppend and associativity checks on lists of a few hundred elements (checksums). *)
val a = List.tabulate (100, fn i => i) val b = List.tabulate (50, fn i => 2 * i)
val c = (a @ b) @ a val d = a @ (b @ a)
fun cs l = foldl (fn (x, h) => (h * 31 + x) mod 1000000007) 7 l
val _ = print (Int.toString (length c) ^ " " ^ Bool.toString (c = d) ^ " " ^ Int.toString (cs c) ^ " " ^ Int.toString (cs (rev c)) ^ " " ^ Bool.toString (rev (rev c) = c) ^ "\n")
val _ = print (Bool.toString (List.revAppend (a, b) = rev a @ b) ^ "\n")
