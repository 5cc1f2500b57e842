(* Overflow exactly at the boundaries (using Int.maxInt/minInt, whatever the precision) and values just inside. *)
val max = valOf Int.maxInt val min = valOf Int.minInt
fun t f = (f (); "ok") handle Overflow => "Overflow"
val _ = print (String.concatWith " " [t (fn () => max - 1 + 1), t (fn () => max + 1), t (fn () => min + 1 - 1), t (fn () => min - 1),
                                     t (fn () => (max div 2) * 2), t (fn () => (max div 2 + 1) * 2), t (fn () => min * 1), t (fn () => min * ~1),
                                     t (fn () => ~ (min + 1)), t (fn () => Int.quot (min, ~1)), t (fn () => min mod ~1)])
val _ = print "\n"
val _ = print (Bool.toString (max + min = ~1) ^ "\n")
