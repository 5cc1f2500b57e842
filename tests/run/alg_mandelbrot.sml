(* An ASCII Mandelbrot set (real arithmetic in tight loops). *)
fun iters (cr, ci) = let fun go (zr, zi, k) = if k = 30 orelse zr * zr + zi * zi > 4.0 then k else go (zr * zr - zi * zi + cr, 2.0 * zr * zi + ci, k + 1) in go (0.0, 0.0, 0) end
val _ = List.app (fn row => print (String.implode (List.tabulate (40, fn col =>
          let val k = iters (~2.0 + real col * 0.065, ~1.2 + real row * 0.2) in if k = 30 then #"#" else if k > 8 then #"+" else if k > 4 then #"." else #" " end)) ^ "\n")) (List.tabulate (13, fn r => r))
