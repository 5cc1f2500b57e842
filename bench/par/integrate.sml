(* bench/par/integrate.sml: numeric integration of 4 / (1 + x^2) over
   [0, 1] (= pi) by the midpoint rule with n steps, one grain-free
   ForkJoin.reducem over the steps.  Each term is rounded to fixed point
   (floor (f x * 2^30), an int) so that the sum is exact and the checksum
   does not depend on where heartbeats split the reduction.  Argument: n
   (sizes: PAR_SIZES in bench/run.py).  Prints "integrate N SUM PI" (PI =
   SUM / 2^30 / n to 9 decimals). *)
val n = BenchUtil.arg 0
val h = 1.0 / Real.fromInt n
fun term i =
  let val x = (Real.fromInt i + 0.5) * h
  in Real.floor (4.0 / (1.0 + x * x) * 1073741824.0) end
val sum = ForkJoin.reducem op+ 0 (0, n) term
val pi = Real.fromInt sum / 1073741824.0 * h
val () = print ("integrate " ^ Int.toString n ^ " " ^ Int.toString sum ^ " " ^ Real.fmt (StringCvt.FIX (SOME 9)) pi ^ "\n")
