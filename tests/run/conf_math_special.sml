(* Math on the special values (zeros, ones, infinities, NaN, extremes):
   every function of one argument, and pow and atan2 on every pair.  pow
   with a NaN exponent is NaN also for x = 1.0 (C's pow says 1.0; the
   Basis and Poly/ML say NaN whenever an argument is NaN, y = 0 excepted). *)
fun p s = print (s ^ "\n")
val nan = 0.0/0.0 val inf = 1.0/0.0
val xs = [0.0, ~0.0, 1.0, ~1.0, 0.5, 2.0, inf, ~inf, nan, 1E308, ~1E~308]
fun r x = Real.toString x
val _ = app (fn x => p (String.concatWith " " (map (fn f => r (f x)) [Math.sqrt, Math.sin, Math.cos, Math.tan, Math.asin, Math.acos, Math.atan, Math.exp, Math.ln, Math.log10, Math.sinh, Math.cosh, Math.tanh]))) xs
val _ = app (fn x => p (String.concatWith " " (map (fn y => r (Math.pow (x, y)) ^ "/" ^ r (Math.atan2 (x, y))) xs))) xs
val _ = p (r Math.pi ^ " " ^ r Math.e)
