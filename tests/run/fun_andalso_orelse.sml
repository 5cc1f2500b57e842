(* Short-circuit andalso/orelse (the right side is not evaluated when not needed), if-then-else chains. *)
val count = ref 0
fun t () = (count := !count + 1; true)
fun f () = (count := !count + 1; false)
val a = f () andalso t ()
val b = t () orelse f ()
val c = t () andalso f () orelse t ()
val _ = print (Bool.toString a ^ Bool.toString b ^ Bool.toString c ^ " " ^ Int.toString (!count) ^ "\n")
fun grade n = if n >= 90 then "A" else if n >= 80 then "B" else if n >= 70 then "C" else "F"
val _ = print (String.concat (map grade [95, 85, 75, 10]) ^ "\n")
