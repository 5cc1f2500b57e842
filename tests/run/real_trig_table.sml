(* A table of sines and cosines at multiples of 15 degrees, rounded to 4 decimals; identity sin^2+cos^2=1 checked. *)
fun r4 x = Real.toString (real (round (x * 10000.0)) / 10000.0)
val degs = List.tabulate (7, fn i => i * 15)
val _ = List.app (fn d => let val a = real d * Math.pi / 180.0 in print (Int.toString d ^ " " ^ r4 (Math.sin a) ^ " " ^ r4 (Math.cos a) ^ "\n") end) degs
val ok = List.all (fn i => let val a = real i * 0.1 in Real.abs (Math.sin a * Math.sin a + Math.cos a * Math.cos a - 1.0) < 1.0E~12 end) (List.tabulate (100, fn i => i))
val _ = print (Bool.toString ok ^ "\n")
