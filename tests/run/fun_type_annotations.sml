(* Type annotations on patterns, expressions and function results; type abbreviations with parameters. *)
type 'a pair = 'a * 'a
type point = int pair
fun mid ((x1, y1) : point, (x2, y2) : point) : point = ((x1 + x2) div 2, (y1 + y2) div 2)
val (mx, my) = mid ((0, 0), (10, 4))
val ps : string pair list = [("a", "b"), ("c", "d")]
fun swapAll (l : 'a pair list) : 'a pair list = map (fn (a, b) => (b, a)) l
val _ = print (Int.toString mx ^ "," ^ Int.toString my ^ " " ^ String.concat (map (fn (a, b) => a ^ b) (swapAll ps)) ^ "\n")
val n = (3 : int) + (4 : int)
val _ = print (Int.toString n ^ "\n")
