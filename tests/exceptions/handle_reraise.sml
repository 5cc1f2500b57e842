(* Re-raising in a handler, and handle with several rules. *)
exception A and B of int
fun f n = (if n = 0 then raise A else raise B n) handle A => 0 | B k => if k > 10 then raise B k else k
