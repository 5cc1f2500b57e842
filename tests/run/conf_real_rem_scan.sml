(* no-poly *) (* Poly/ML 5.7 deviates on every line group below: its Real.rem computes
   x - trunc (x / y) * y in floating point (0.0 for rem (1.0, 0.1), a value
   of the wrong sign or NaN elsewhere), its Real.split gives +0.0 as the
   fraction of ~0.0, and its Real.scan returns 0.0 for "." and consumes
   characters after a number ("1e35e9" leaves "9"). *)
(* Real.rem (x, y) is x - n * y with n = trunc (x / y) computed exactly
   (C's fmod): the result has x's sign and is smaller than |y|, and it is
   exact even where x / y is huge or rounds (rem (1.0, 0.1) is
   0.09999999999999995, as 0.1 is a little more than 1/10).  Real.split
   gives a whole part and a fraction with x's sign (~0.0 splits into ~0.0
   and ~0.0).  Real.scan stops where the number ends: an exponent marker
   not followed by digits, a second exponent or a sign after the number
   stays in the rest; "." and ".e5" are no number at all. *)
fun sci x = Real.fmt (StringCvt.SCI (SOME 16)) x
fun p s = print (s ^ "\n")
val id = fn (x : real) => x
val _ = p (sci (Real.rem (1.0, 0.1)))
val _ = p (sci (Real.rem (id 1.0, id 0.1)))
val _ = p (sci (Real.rem (~1.0E308, 0.5)))
val _ = p (sci (Real.rem (504.23759, 3.14159)))
val _ = p (sci (Real.rem (7.5, 2.0)) ^ " " ^ sci (Real.rem (~7.5, 2.0)) ^ " " ^ sci (Real.rem (7.5, ~2.0)))
val _ = p (sci (Real.rem (2.5, 1.0E~320)) ^ " " ^ sci (Real.rem (1.0E308, 1.0E~320)))
val _ = p (sci (Real.rem (5.0, Real.posInf)) ^ " " ^ Bool.toString (Real.isNan (Real.rem (Real.posInf, 2.0))) ^ " " ^ Bool.toString (Real.isNan (Real.rem (5.0, 0.0))))
fun split x = let val {whole, frac} = Real.split x in sci whole ^ " " ^ sci frac end
val _ = p (split ~0.0)
val _ = p (split (id ~0.0))
val _ = p (split ~3.75 ^ " " ^ split 3.75 ^ " " ^ split ~5.0)
val _ = p (split Real.negInf)
fun scan s =
  case Real.scan Substring.getc (Substring.full s) of
    SOME (x, rest) => p (s ^ " => " ^ sci x ^ " [" ^ Substring.string rest ^ "]")
  | NONE => p (s ^ " => NONE")
val _ = app scan ["1e35e9", "63E0~.", "51E7~.", "58e9e+EE", "7E8E  -e", "09e1.18", ".4E72+", "1.e2", "1e", "1e+", "2E~", ".", ".e5", "..e0", ". 5", "~.5e~1x", "+.5", "-0.0"]
