(* Allocates many short strings (concatenation, Int.toString, implode) and keeps a few; checksum of kept ones. *)
fun loop (0, keep) = keep
  | loop (i, keep) = let val s = Int.toString i ^ "-" ^ implode (rev (explode (Int.toString (i * 7)))) in loop (i - 1, if i mod 50 = 0 then s :: keep else keep) end
val kept = loop (500, [])
val _ = print (Int.toString (length kept) ^ " " ^ String.concatWith "," (List.take (kept, 3)) ^ " " ^ Int.toString (foldl (fn (s, a) => a + size s) 0 kept) ^ "\n")
