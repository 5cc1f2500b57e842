(* An uncaught user exception with an argument ends the program with status 1 after earlier output. *)
exception Bad of int * string
fun check n = if n > 3 then raise Bad (n, "too big") else print ("ok " ^ Int.toString n ^ "\n")
val _ = List.app check [1, 2, 3, 4, 5]
val _ = print "unreachable\n"
