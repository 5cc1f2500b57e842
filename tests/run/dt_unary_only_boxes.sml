(* A datatype with a single unary constructor (a box) and one with constructors carrying records and tuples. *)
datatype 'a box = Box of 'a
fun unbox (Box x) = x
val b = Box (Box 5)
val _ = print (Int.toString (unbox (unbox b)) ^ "\n")
datatype shape = Circle of {r : real} | Rect of {w : real, h : real} | Tri of real * real * real
fun area (Circle {r}) = 3.0 * r * r
  | area (Rect {w, h}) = w * h
  | area (Tri (a, b, c)) = let val s = (a + b + c) / 2.0 in Math.sqrt (s * (s - a) * (s - b) * (s - c)) end
val _ = print (String.concatWith " " (map (Real.toString o area) [Circle {r = 2.0}, Rect {w = 3.0, h = 1.5}, Tri (3.0, 4.0, 5.0)]) ^ "\n")
