(* Tuples are records with fields 1, 2, ...: {1 = a, 2 = b} equals (a, b), and field order in expressions does not matter. *)
val t = {2 = "second", 1 = 100}
val (n, s) = t
val _ = print (Int.toString n ^ " " ^ s ^ "\n")
val _ = print (Bool.toString ((1, 2) = {1 = 1, 2 = 2}) ^ " " ^ Bool.toString ({x = 1, y = 2} = {y = 2, x = 1}) ^ "\n")
val order = ref []
fun note x = (order := x :: !order; x)
val r = {b = note 1, a = note 2, c = note 3}
val _ = print (String.concatWith " " (map Int.toString (rev (!order))) ^ " " ^ Int.toString (#a r) ^ "\n")
