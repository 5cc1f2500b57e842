(* bench/par/mandelbrot.sml: the number of points of a w x w grid over
   [-2, 0.5] x [-1.25, 1.25] that stay bounded (|z| <= 2) for 100
   iterations of z <- z^2 + c (Spork's mandelbrot, issue 6).  One grain-free
   ForkJoin.reducem over the rows; each row counts its columns with a plain
   loop.  Argument: w (sizes: PAR_SIZES in bench/run.py).
   Prints "mandelbrot W COUNT". *)
val w = BenchUtil.arg 0
val maxIter = 100
val step = 2.5 / Real.fromInt w
fun inSet (cr, ci) =
  let fun go (k, zr, zi) =
        if k >= maxIter then true
        else
          let val zr2 = zr * zr
              val zi2 = zi * zi
          in if zr2 + zi2 > 4.0 then false
             else go (k + 1, zr2 - zi2 + cr, 2.0 * zr * zi + ci)
          end
  in go (0, 0.0, 0.0) end
fun row y =
  let val ci = ~1.25 + Real.fromInt y * step
      fun cols (x, c) =
        if x >= w then c
        else cols (x + 1, if inSet (~2.0 + Real.fromInt x * step, ci) then c + 1 else c)
  in cols (0, 0) end
val count = ForkJoin.reducem op+ 0 (0, w) row
val () = print ("mandelbrot " ^ Int.toString w ^ " " ^ Int.toString count ^ "\n")
