(* Functions returning functions returning functions; memoising wrapper returning a closure with a table. *)
fun adder a = fn b => fn c => a + b + c
val add5 = adder 5
val add5and6 = add5 6
val _ = print (Int.toString (add5and6 7) ^ " " ^ Int.toString (adder 1 2 3) ^ "\n")
fun memoize f = let val cache = ref [] in fn x => case List.find (fn (k, _) => k = x) (!cache) of SOME (_, v) => v | NONE => let val v = f x in cache := (x, v) :: !cache; v end end
val calls = ref 0
val slowSq = memoize (fn x => (calls := !calls + 1; x * x))
val s = slowSq 4 + slowSq 4 + slowSq 5 + slowSq 4
val _ = print (Int.toString s ^ " " ^ Int.toString (!calls) ^ "\n")
