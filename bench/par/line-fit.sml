(* bench/par/line-fit.sml: least-squares line fit y = a + b x over n
   generated points (Spork's line-fit, issue 6): x_i = hash (i, 1000000),
   y_i = 3 x_i + 1000 + hash (i + n, 20000) - 10000.  One grain-free
   ForkJoin.reducem of 4-tuples (sum x, sum y, sum x^2, sum x y); the
   coordinates are ints so the sums are exact and do not depend on where
   heartbeats split the reduction (n up to 10^9 stays below 2^62).
   Argument: n (sizes: PAR_SIZES in bench/run.py).  Prints
   "line-fit N SX SY A B" (A, B to 6 decimals). *)
open BenchUtil
val n = arg 0
fun point i =
  let val x = hash (i, 1000000)
  in (x, 3 * x + 1000 + hash (i + n, 20000) - 10000) end
fun add ((sx1, sy1, sxx1, sxy1), (sx2, sy2, sxx2, sxy2)) =
  (sx1 + sx2, sy1 + sy2, sxx1 + sxx2, sxy1 + sxy2)
val (sx, sy, sxx, sxy) =
  ForkJoin.reducem add (0, 0, 0, 0) (0, n) (fn i =>
    let val (x, y) = point i in (x, y, x * x div 1000, x * y div 1000) end)
(* sxx and sxy are kept in thousandths (x^2 and x y are up to 3 * 10^12) *)
val rn = Real.fromInt n
val mx = Real.fromInt sx / rn
val my = Real.fromInt sy / rn
val b = (Real.fromInt sxy * 1000.0 / rn - mx * my) / (Real.fromInt sxx * 1000.0 / rn - mx * mx)
val a = my - b * mx
fun fix r = Real.fmt (StringCvt.FIX (SOME 6)) r
val () = print ("line-fit " ^ Int.toString n ^ " " ^ Int.toString sx ^ " " ^ Int.toString sy ^ " "
                ^ fix a ^ " " ^ fix b ^ "\n")
