type point = {x : int, y : int}
fun add ({x = x1, y = y1} : point, {x = x2, y = y2} : point) = {x = x1 + x2, y = y1 + y2}
fun show ({x, y} : point) = "(" ^ Int.toString x ^ ", " ^ Int.toString y ^ ")"
val p = add ({x = 1, y = 2}, {y = 10, x = 20})
val _ = print (show p ^ "\n")
val _ = print (Int.toString (#x p) ^ " " ^ Int.toString (#y p) ^ "\n")

val triple = (1, "two", #"3")
val (a, b, c) = triple
val _ = print (Int.toString a ^ b ^ String.str c ^ "\n")
fun swap (x, y) = (y, x)
val (u, v) = swap ("left", "right")
val _ = print (u ^ " " ^ v ^ "\n")
val person = {name = "Ada", age = 36, langs = ["ML", "C"]}
val _ = print (#name person ^ " " ^ Int.toString (#age person) ^ " " ^ String.concatWith "/" (#langs person) ^ "\n")
val _ = print (if (1, "a") = (1, "a") andalso {x = 1, y = 2} <> {x = 1, y = 3} then "eq ok\n" else "eq bad\n")
