(* A 2D grid stored in a flat array: flood fill counting connected regions. *)
val rows = ["##..#", "#..##", "..#..", "##..#", "....#"]
val h = length rows val w = size (hd rows)
val g = Array.fromList (List.concat (map explode rows))
fun get (r, c) = Array.sub (g, r * w + c)
fun fill (r, c) = if r < 0 orelse c < 0 orelse r >= h orelse c >= w orelse get (r, c) <> #"." then ()
                  else (Array.update (g, r * w + c, #"o"); fill (r + 1, c); fill (r - 1, c); fill (r, c + 1); fill (r, c - 1))
val regions = foldl (fn (i, n) => if Array.sub (g, i) = #"." then (fill (i div w, i mod w); n + 1) else n) 0 (List.tabulate (w * h, fn i => i))
val _ = print (Int.toString regions ^ "\n")
