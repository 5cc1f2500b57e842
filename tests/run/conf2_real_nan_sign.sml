(* The sign of a NaN is the same whether the C compiler folded the expression or computed it at run time: Real.signBit, ~, abs and copySign on 0.0/0.0 (gcc took 0.0/0.0 of known zeros as non-negative); Real.max/min of equal zeros return the second argument and of a NaN the other argument *)
fun b x = Bool.toString x
fun line (what, x) = print (what ^ ": " ^ b x ^ "\n")
val r = ref 0.0
val z = !r
val zs = valOf (Real.fromString "0.0")
val folded = 0.0 / 0.0
val viaRef = z / z
val viaString = zs / zs
val _ = app line
  [("same sign folded/ref", Real.signBit folded = Real.signBit viaRef),
   ("same sign folded/string", Real.signBit folded = Real.signBit viaString),
   ("~ flips folded", Real.signBit (~ (0.0 / 0.0)) <> Real.signBit (0.0 / 0.0)),
   ("~ flips ref", Real.signBit (~ viaRef) <> Real.signBit viaRef),
   ("~ flips string", Real.signBit (~ viaString) <> Real.signBit viaString),
   ("abs folded", Real.signBit (Real.abs (0.0 / 0.0))),
   ("abs ~ folded", Real.signBit (Real.abs (~ (0.0 / 0.0)))),
   ("abs ref", Real.signBit (Real.abs viaRef)),
   ("abs ~ ref", Real.signBit (Real.abs (~ viaRef))),
   ("abs ~ string", Real.signBit (Real.abs (~ viaString))),
   ("copySign (nan, ~1) folded", Real.signBit (Real.copySign (0.0 / 0.0, ~1.0))),
   ("copySign (nan, ~1) ref", Real.signBit (Real.copySign (viaRef, ~1.0))),
   ("copySign (nan, 1) string", Real.signBit (Real.copySign (viaString, 1.0))),
   ("copySign (~nan, 1) ref", Real.signBit (Real.copySign (~ viaRef, 1.0))),
   ("copySign (1, nan) = copySign (1, ref nan)", Real.signBit (Real.copySign (1.0, folded)) = Real.signBit (Real.copySign (1.0, viaRef))),
   ("sameSign (folded, string)", Real.sameSign (folded, viaString)),
   ("toDecimal sign folded = ref", #sign (Real.toDecimal folded) = #sign (Real.toDecimal viaRef))]
fun show x = Real.toString x ^ (if Real.signBit x then " (sign set)" else "")
val mz = ~ (!r)
val _ = app (fn (what, x) => print (what ^ " = " ^ show x ^ "\n"))
  [("max (~0.0, 0.0)", Real.max (~0.0, 0.0)), ("max (0.0, ~0.0)", Real.max (0.0, ~0.0)),
   ("min (~0.0, 0.0)", Real.min (~0.0, 0.0)), ("min (0.0, ~0.0)", Real.min (0.0, ~0.0)),
   ("max (~z, z)", Real.max (mz, z)), ("max (z, ~z)", Real.max (z, mz)),
   ("min (~z, z)", Real.min (mz, z)), ("min (z, ~z)", Real.min (z, mz)),
   ("max (nan, 1.0)", Real.max (folded, 1.0)), ("max (1.0, nan)", Real.max (1.0, viaRef)),
   ("min (nan, ~1.0)", Real.min (viaString, ~1.0)), ("min (~1.0, nan)", Real.min (~1.0, folded)),
   ("max (nan, nan)", Real.abs (Real.max (folded, viaRef))),
   ("max (1.0, 2.0)", Real.max (1.0, 2.0)), ("min (1.0, 2.0)", Real.min (1.0, 2.0))]
