(* while loops with ref counters, nested loops, and refs holding lists and strings. *)
val i = ref 0 val total = ref 0
val _ = while !i < 10 do (let val j = ref 0 in while !j < !i do (total := !total + !j; j := !j + 1) end; i := !i + 1)
val _ = print (Int.toString (!total) ^ "\n")
val s = ref "" val n = ref 5
val _ = while !n > 0 do (s := !s ^ Int.toString (!n); n := !n - 1)
val _ = print (!s ^ "\n")
val l = ref [] val _ = List.app (fn x => l := x :: !l) ["a", "b", "c"]
val _ = print (String.concat (!l) ^ "\n")
