(* Conway's game of life on a small torus: a glider after 4 generations, printed as text. *)
val w = 8 val h = 6
fun cell (g, x, y) = Array.sub (g, ((y + h) mod h) * w + (x + w) mod w)
fun step g = Array.tabulate (w * h, fn i => let val x = i mod w val y = i div w
  val n = foldl (fn ((dx, dy), s) => s + (if cell (g, x + dx, y + dy) then 1 else 0)) 0 [(~1, ~1), (0, ~1), (1, ~1), (~1, 0), (1, 0), (~1, 1), (0, 1), (1, 1)]
  in n = 3 orelse (n = 2 andalso cell (g, x, y)) end)
val g0 = Array.tabulate (w * h, fn i => List.exists (fn j => j = i) [1, 10, 16, 17, 18])
fun show g = List.app (fn y => print (String.implode (List.tabulate (w, fn x => if cell (g, x, y) then #"#" else #".")) ^ "\n")) (List.tabulate (h, fn y => y))
fun iter (0, g) = g | iter (n, g) = iter (n - 1, step g)
val _ = (show g0; print "--\n"; show (iter (4, g0)))
