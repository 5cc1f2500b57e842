(* no-gc-stress *) (* a collection per allocation with a 10^6-frame stack to scan is quadratic *)
(* no-gc-stress *)
(* An exception unwinding 10^6 non-tail frames, then the same recursion completing normally. *)
exception Bottom of int
fun dive (0, acc) = raise Bottom acc | dive (n, acc) = 1 + dive (n - 1, acc + 1)
fun safe (0) = 0 | safe n = 1 + safe (n - 1)
val _ = print ((Int.toString (dive (1000000, 0))) handle Bottom k => "Bottom " ^ Int.toString k ^ "\n")
val _ = print (Int.toString (safe 1000000) ^ "\n")
