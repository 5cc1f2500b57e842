(* Run-length encoding and decoding of char lists. *)
fun rle [] = [] | rle (c :: r) = (case rle r of (d, n) :: rest => if c = d then (d, n + 1) :: rest else (c, 1) :: (d, n) :: rest | [] => [(c, 1)])
fun unrle l = List.concat (map (fn (c, n) => List.tabulate (n, fn _ => c)) l)
val s = "aaabccddddde"
val e = rle (explode s)
val _ = print (String.concat (map (fn (c, n) => Int.toString n ^ String.str c) e) ^ " " ^ Bool.toString (implode (unrle e) = s) ^ "\n")
