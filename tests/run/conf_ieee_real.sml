(* IEEEReal.toString prepends "~" whenever the sign field is set, also for
   the NAN class ("~nan", as the spec's rule and Poly/ML), while Real.fmt
   EXACT (like every Real.fmt) writes any NaN as "nan".  The NaNs are made
   at run time with an explicit sign (constant NaN expressions may be
   folded by the C compiler). *)
fun p s = print (s ^ "\n")
val zero = valOf (Real.fromString "0.0")
val pnan = Real.abs (zero / zero)
val nnan = Real.copySign (pnan, ~1.0)
val _ = List.app (fn d => p (IEEEReal.toString d))
  [{class = IEEEReal.NAN, sign = true, digits = [], exp = 0}, {class = IEEEReal.NAN, sign = false, digits = [1], exp = 3},
   {class = IEEEReal.INF, sign = true, digits = [1], exp = 3}, {class = IEEEReal.ZERO, sign = true, digits = [1], exp = 3},
   {class = IEEEReal.SUBNORMAL, sign = false, digits = [1, 2], exp = 0}, {class = IEEEReal.NORMAL, sign = true, digits = [0, 0, 1, 0], exp = ~3}]
val _ = List.app (fn x => p (String.concatWith " " [IEEEReal.toString (Real.toDecimal x), Bool.toString (#sign (Real.toDecimal x)),
                                                   Real.fmt StringCvt.EXACT x, Real.toString x, Real.fmt (StringCvt.FIX NONE) x]))
  [pnan, nnan, Real.~ pnan, Real.posInf, Real.negInf, ~0.0]
