(* Mean, variance, standard deviation, min/max and a simple linear regression over real lists. *)
val xs = [2.0, 4.0, 4.0, 4.0, 5.0, 5.0, 7.0, 9.0]
val n = real (length xs)
val mean = foldl (op +) 0.0 xs / n
val var = foldl (fn (x, s) => s + (x - mean) * (x - mean)) 0.0 xs / n
val _ = print (Real.toString mean ^ " " ^ Real.toString var ^ " " ^ Real.toString (Math.sqrt var) ^ " " ^ Real.toString (foldl Real.min 100.0 xs) ^ " " ^ Real.toString (foldl Real.max ~100.0 xs) ^ "\n")
val pts = [(1.0, 2.0), (2.0, 4.1), (3.0, 5.9), (4.0, 8.2)]
val sx = foldl (fn ((x, _), s) => s + x) 0.0 pts val sy = foldl (fn ((_, y), s) => s + y) 0.0 pts
val sxy = foldl (fn ((x, y), s) => s + x * y) 0.0 pts val sxx = foldl (fn ((x, _), s) => s + x * x) 0.0 pts
val m = 4.0 val slope = (m * sxy - sx * sy) / (m * sxx - sx * sx)
val _ = print (Real.toString (real (round (slope * 1000.0)) / 1000.0) ^ " " ^ Real.toString (real (round ((sy - slope * sx) / m * 1000.0)) / 1000.0) ^ "\n")
