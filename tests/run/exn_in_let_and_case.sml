(* Exceptions raised in let bindings, case scrutinees and function arguments, handled by enclosing handlers. *)
exception E of string
fun f x = let val y = if x > 0 then x else raise E "let" in y * 2 end
fun g x = (case (if x = 0 then raise E "scrutinee" else x) of 1 => "one" | _ => "many")
fun h x = Int.toString (f (if x then raise E "argument" else 5))
val _ = print (String.concatWith " " [(Int.toString (f ~1)) handle E s => s, (g 0) handle E s => s, g 1, (h true) handle E s => s, h false] ^ "\n")
