(* List.exists/all stop at the first decisive element (side effects count the calls). *)
val calls = ref 0
fun p x = (calls := !calls + 1; x > 3)
val e = List.exists p [1, 2, 5, 7, 9]
val c1 = !calls
val _ = calls := 0
val a = List.all p [5, 6, 1, 7, 8]
val c2 = !calls
val _ = print (Bool.toString e ^ " " ^ Int.toString c1 ^ " " ^ Bool.toString a ^ " " ^ Int.toString c2 ^ "\n")
