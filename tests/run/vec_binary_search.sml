(* Binary search on an immutable sorted vector of strings. *)
val v = Vector.fromList ["ant", "bee", "cat", "dog", "eel", "fox", "gnu", "hen", "ibis"]
fun find s = let fun go (lo, hi) = if lo > hi then NONE else let val m = (lo + hi) div 2 in case String.compare (s, Vector.sub (v, m)) of EQUAL => SOME m | LESS => go (lo, m - 1) | GREATER => go (m + 1, hi) end in go (0, Vector.length v - 1) end
val _ = print (String.concatWith " " (map (fn s => case find s of SOME i => Int.toString i | NONE => "-") ["ant", "ibis", "dog", "cow", "zebra", "eel"]) ^ "\n")
