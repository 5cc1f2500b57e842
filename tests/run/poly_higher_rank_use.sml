(* Polymorphic functions passed as arguments at a single instance, and polymorphic values in records. *)
fun applyBoth (f : int -> int, g : string -> string) = (f 3, g "x")
fun dup x = x
val (a, b) = applyBoth (dup, dup)
val _ = print (Int.toString a ^ b ^ "\n")
fun mapBoth f (xs, ys) = (map f xs, map f ys)
val (c, d) = mapBoth (fn x => x + 1) ([1, 2], [10])
val _ = print (String.concatWith " " (map Int.toString (c @ d)) ^ "\n")
val r = {get = fn (x, _) => x, name = "first"}
val _ = print (#name r ^ " " ^ Int.toString (#get r (7, 8)) ^ "\n")
