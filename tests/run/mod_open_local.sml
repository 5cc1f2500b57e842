(* open brings a structure's names into scope; local ... in ... end hides helpers; shadowing after open. *)
structure M = struct val x = 1 val y = 2 fun f z = z + x end
local open M in val sum = x + y + f 10 end
val x = 100
local
  fun helper n = n * 3
in
  fun tripleAll l = map helper l
end
val _ = print (Int.toString sum ^ " " ^ Int.toString x ^ " " ^ String.concatWith "," (map Int.toString (tripleAll [1, 2, 3])) ^ "\n")
open M
val _ = print (Int.toString (x + y) ^ "\n")
