(* Baseline for handle.sml: the same loop without a handler. *)
exception E
fun f x = if x < 0 then raise E else x mod 7
fun loop (i, acc) = if i = 0 then acc else loop (i - 1, acc + f i)
val _ = print (Int.toString (loop (100000000, 0)) ^ "\n")
