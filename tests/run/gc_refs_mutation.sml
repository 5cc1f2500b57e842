(* Refs updated to point at freshly allocated lists many times; the final contents must survive collections. *)
val cells = List.tabulate (8, fn i => ref [i])
fun loop 0 = () | loop i = (List.app (fn r => r := i :: List.take (!r, Int.min (3, length (!r)))) cells; loop (i - 1))
val _ = loop 150
val _ = print (String.concatWith " " (map (fn r => String.concatWith "," (map Int.toString (!r))) cells) ^ "\n")
