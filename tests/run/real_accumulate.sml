(* Numerical loops on reals: harmonic sum, Newton square roots, trapezoid integration, rounded for printing. *)
fun harm (0, s) = s | harm (n, s) = harm (n - 1, s + 1.0 / real n)
fun newton x = let fun go (g, 0) = g | go (g, k) = go ((g + x / g) / 2.0, k - 1) in go (x, 30) end
fun trap (f, a, b, n) = let val h = (b - a) / real n
                            fun go (i, s) = if i = n then s else go (i + 1, s + f (a + real i * h))
                        in h * ((f a + f b) / 2.0 + go (1, 0.0)) end
fun r6 x = Real.toString (real (round (x * 1.0E6)) / 1.0E6)
val _ = print (r6 (harm (10000, 0.0)) ^ " " ^ r6 (newton 2.0) ^ " " ^ r6 (newton 1.0E6) ^ " " ^ r6 (trap (fn x => x * x, 0.0, 3.0, 1000)) ^ "\n")
