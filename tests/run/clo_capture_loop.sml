(* Closures created in a loop each keep their own copy of the loop variable. *)
fun build (0, acc) = acc
  | build (n, acc) = build (n - 1, (fn () => n * n) :: acc)
val fs = build (10, [])
val _ = print (String.concatWith "," (map (fn f => Int.toString (f ())) fs) ^ "\n")
val r = ref []
val i = ref 0
val _ = while !i < 5 do (let val v = !i in r := (fn x => x + v) :: !r end; i := !i + 1)
val _ = print (String.concatWith "," (map (fn f => Int.toString (f 100)) (!r)) ^ "\n")
