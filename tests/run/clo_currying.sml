(* curry/uncurry conversions and function composition chains. *)
fun curry f x y = f (x, y)
fun uncurry f (x, y) = f x y
fun flip f x y = f y x
val sub = curry (op -)
val _ = print (Int.toString (sub 10 3) ^ " " ^ Int.toString (flip sub 10 3) ^ "\n")
val pow = uncurry (fn b => fn e => let fun go (0, acc) = acc | go (n, acc) = go (n - 1, acc * b) in go (e, 1) end)
val _ = print (Int.toString (pow (2, 10)) ^ " " ^ Int.toString (pow (3, 5)) ^ "\n")
val chain = List.foldl (op o) (fn x => x) [fn x => x + 1, fn x => x * 2, fn x => x - 3]
val _ = print (Int.toString (chain 10) ^ "\n")
val cat = curry (op ^)
val _ = print (cat "foo" "bar" ^ " " ^ flip cat "foo" "bar" ^ "\n")
