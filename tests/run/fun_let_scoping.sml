(* let-scoping: shadowing, sequential val bindings seeing earlier ones, and nested let in expressions. *)
val x = 1
val r = let val x = x + 10 val y = x * 2 val x = y + x in x + y end
val _ = print (Int.toString x ^ " " ^ Int.toString r ^ "\n")
fun f x = let val x = x * 2 in let val x = x + 1 in x end + x end
val _ = print (Int.toString (f 5) ^ "\n")
val s = let fun g 0 = "" | g n = Int.toString n ^ g (n - 1) in g 5 end
val _ = print (s ^ "\n")
