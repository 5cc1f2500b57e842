(* Math functions: sqrt, sin, cos, atan, exp, ln, pow, log10, atan2 on representative inputs, printed rounded. *)
fun r x = Real.toString (Real.fromInt (round (x * 1000000.0)) / 1000000.0)
val _ = print (String.concatWith " " (map r [Math.sqrt 2.0, Math.sin (Math.pi / 6.0), Math.cos 0.0, Math.atan 1.0 * 4.0,
                                            Math.exp 1.0, Math.ln 10.0, Math.pow (2.0, 0.5), Math.log10 1000.0, Math.atan2 (1.0, ~1.0), Math.tanh 0.5]) ^ "\n")
val _ = print (r Math.pi ^ " " ^ r Math.e ^ "\n")
