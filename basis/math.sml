(* The Math structure: the elementary functions on real, as primitives
   (IEEE semantics: NaN outside the domain, no exceptions; pow adjusts C's
   NaN rule). *)

signature MATH =
sig
  type real
  val pi : real
  val e : real
  val sqrt : real -> real
  val sin : real -> real
  val cos : real -> real
  val tan : real -> real
  val asin : real -> real
  val acos : real -> real
  val atan : real -> real
  val atan2 : real * real -> real
  val exp : real -> real
  val pow : real * real -> real
  val ln : real -> real
  val log10 : real -> real
  val sinh : real -> real
  val cosh : real -> real
  val tanh : real -> real
end

structure Math : MATH =
struct
  type real = real
  val pi = 3.14159265358979323846
  val e = 2.71828182845904523536
  val sqrt = SkeinPrim.mathSqrt
  val sin = SkeinPrim.mathSin
  val cos = SkeinPrim.mathCos
  val tan = SkeinPrim.mathTan
  val asin = SkeinPrim.mathAsin
  val acos = SkeinPrim.mathAcos
  val atan = SkeinPrim.mathAtan
  val atan2 = SkeinPrim.mathAtan2
  val exp = SkeinPrim.mathExp
  (* C's pow, except that a NaN exponent gives NaN also for x = 1 (C99
     says 1; the Basis and Poly/ML say NaN whenever an argument is NaN,
     y = 0 excepted). *)
  fun pow (x, y : real) = if y <= y then SkeinPrim.mathPow (x, y) else y
  val ln = SkeinPrim.mathLn
  val log10 = SkeinPrim.mathLog10
  val sinh = SkeinPrim.mathSinh
  val cosh = SkeinPrim.mathCosh
  val tanh = SkeinPrim.mathTanh
end
