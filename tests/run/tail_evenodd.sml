(* no-gc-stress *)
(* Mutually recursive top-level functions called from outside: tail calls
   within the group run in constant C stack (10^8 calls deep). *)
fun even 0 = true
  | even n = odd (n - 1)
and odd 0 = false
  | odd n = even (n - 1)
val _ = print (Bool.toString (even 100000000) ^ " " ^ Bool.toString (odd 100000001) ^ "\n")

(* A group of three with different parameter types and a raise. *)
exception Stop of int
fun a (n, s) = if n = 0 then raise Stop (String.size s) else b (n - 1, 1.5, s)
and b (n, r, s) = if r > 100.0 then c (n, "r") else c (n, s)
and c (n, s) = a (n, s)
val _ = print ((Int.toString (a (10000000, "xyz"))) handle Stop k => "stopped " ^ Int.toString k ^ "\n")
