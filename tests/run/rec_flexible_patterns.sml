(* Flexible record patterns {a, ...} with type annotations, and records with many fields. *)
type r = {a : int, b : string, c : real, d : bool, e : int list}
fun getA ({a, ...} : r) = a
fun getBE ({b, e, ...} : r) = b ^ Int.toString (length e)
val x = {a = 5, b = "bee", c = 2.5, d = true, e = [1, 2, 3]}
val y = {e = [], d = false, c = ~1.0, b = "y", a = ~7}
val _ = print (Int.toString (getA x + getA y) ^ " " ^ getBE x ^ " " ^ getBE y ^ "\n")
fun desc ({d = true, c, ...} : r) = "on " ^ Real.toString c
  | desc {d = false, a, ...} = "off " ^ Int.toString a
val _ = print (desc x ^ ", " ^ desc y ^ "\n")
