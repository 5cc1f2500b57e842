(* N-queens with arrays and backtracking: solution counts for n = 4..6 and the first solution for 6. *)
fun solve n = let val cols = Array.array (n, 0) val count = ref 0 val first = ref []
  fun ok (r, c) = let fun go i = i >= r orelse (let val c' = Array.sub (cols, i) in c' <> c andalso abs (c' - c) <> r - i end andalso go (i + 1)) in go 0 end
  fun place r = if r = n then (if !count = 0 then first := Array.foldr (op ::) [] cols else (); count := !count + 1)
                else let fun try c = if c = n then () else (if ok (r, c) then (Array.update (cols, r, c); place (r + 1)) else (); try (c + 1)) in try 0 end
  in place 0; (!count, !first) end
val _ = List.app (fn n => print (Int.toString (#1 (solve n)) ^ " ")) [4, 5, 6]
val _ = print ("\n" ^ String.concatWith "" (map Int.toString (#2 (solve 6))) ^ "\n")
