(* Overflow raised by +, -, *, ~, abs at the int bounds, each caught. *)
val max = valOf Int.maxInt
val min = valOf Int.minInt
fun t name f = print (name ^ ": " ^ ((Int.toString (f ())) handle Overflow => "Overflow") ^ "\n")
val _ = t "max+1" (fn () => max + 1)
val _ = t "min-1" (fn () => min - 1)
val _ = t "max*2" (fn () => max * 2)
val _ = t "~min" (fn () => ~ min)
val _ = t "abs min" (fn () => abs min)
val _ = t "min div ~1" (fn () => min div ~1)
val _ = t "max+0 = max" (fn () => if max + 0 = max then 1 else 0)
val _ = t "min+max" (fn () => min + max)
val _ = t "max-max" (fn () => max - max)
