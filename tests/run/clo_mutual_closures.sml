(* Mutually recursive local functions that capture outer variables and escape as closures. *)
fun mk (k, s) = let fun a 0 = s | a n = b (n - 1) ^ "a" and b 0 = s ^ "!" | b n = a (n - k) ^ "b" in (a, b) end
val (a, b) = mk (1, "<")
val (a2, _) = mk (2, "[")
val _ = print (a 4 ^ " " ^ b 3 ^ " " ^ a2 6 ^ "\n")
