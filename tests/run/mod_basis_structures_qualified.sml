(* Using basis structures by qualified names and through local aliases (structure L = List). *)
structure L = List
structure S = String
val _ = print (Int.toString (L.length [1, 2]) ^ " " ^ S.concat ["a", "b"] ^ " " ^ Int.toString (L.foldl op+ 0 (L.tabulate (5, fn i => i))) ^ " " ^ S.str (S.sub ("xyz", 1)) ^ "\n")
local structure O = Option in val x = O.getOpt (O.map (fn x => x + 1) (SOME 1), 0) end
val _ = print (Int.toString x ^ "\n")
