(* Real32: IEEE single precision at the primitive type SkeinPrim.real32
   (an overloaded type: literals, +, -, *, /, ~, abs and comparisons work
   on it as on real).  A wrapper of SkeinReal32D (real32-impl.sml, the
   implementation on doubles, hidden by basis.mlb); the conversions
   between the two types are free (both are C doubles). *)
structure Real32 :> REAL where type real = SkeinPrim.real32 =
struct
  structure D = SkeinReal32D
  type real = SkeinPrim.real32
  fun R (x : real) : Real.real = (_prim "Real32.toLarge" : real -> Real.real) x
  (* only for doubles that already hold a single-precision value *)
  fun S (x : Real.real) : real = (_prim "Real32.fromRounded" : Real.real -> real) x
  fun unary f x = S (f (R x))
  fun binary f (x, y) = S (f (R x, R y))
  fun test f (x, y) = f (R x, R y)

  structure Math =
  struct
    type real = real
    val pi = S D.Math.pi
    val e = S D.Math.e
    val sqrt = unary D.Math.sqrt
    val sin = unary D.Math.sin
    val cos = unary D.Math.cos
    val tan = unary D.Math.tan
    val asin = unary D.Math.asin
    val acos = unary D.Math.acos
    val atan = unary D.Math.atan
    val atan2 = binary D.Math.atan2
    val exp = unary D.Math.exp
    val pow = binary D.Math.pow
    val ln = unary D.Math.ln
    val log10 = unary D.Math.log10
    val sinh = unary D.Math.sinh
    val cosh = unary D.Math.cosh
    val tanh = unary D.Math.tanh
  end

  val radix = D.radix
  val precision = D.precision
  val maxFinite = S D.maxFinite
  val minPos = S D.minPos
  val minNormalPos = S D.minNormalPos
  val posInf = S D.posInf
  val negInf = S D.negInf
  fun x + y = (_prim "Real32.+" : real * real -> real) (x, y)
  fun x - y = (_prim "Real32.-" : real * real -> real) (x, y)
  fun x * y = (_prim "Real32.*" : real * real -> real) (x, y)
  fun x / y = (_prim "Real32./" : real * real -> real) (x, y)
  fun ~ x = (_prim "Real32.~" : real -> real) x
  fun abs x = (_prim "Real32.abs" : real -> real) x
  fun x < y = (_prim "Real32.<" : real * real -> bool) (x, y)
  fun x <= y = (_prim "Real32.<=" : real * real -> bool) (x, y)
  fun x > y = (_prim "Real32.>" : real * real -> bool) (x, y)
  fun x >= y = (_prim "Real32.>=" : real * real -> bool) (x, y)
  val rem = binary D.rem
  fun *+ (a, b, c) = S (D.*+ (R a, R b, R c))
  fun *- (a, b, c) = S (D.*- (R a, R b, R c))
  val min = binary D.min
  val max = binary D.max
  fun sign x = D.sign (R x)
  fun signBit x = D.signBit (R x)
  val sameSign = test D.sameSign
  val copySign = binary D.copySign
  val compare = test D.compare
  val compareReal = test D.compareReal
  val == = test D.==
  val != = test D.!=
  val ?= = test D.?=
  val unordered = test D.unordered
  fun isFinite x = D.isFinite (R x)
  fun isNan x = D.isNan (R x)
  fun isNormal x = D.isNormal (R x)
  fun class x = D.class (R x)
  fun toManExp x = let val {man, exp} = D.toManExp (R x) in {man = S man, exp = exp} end
  fun fromManExp {man, exp} = S (D.fromManExp {man = R man, exp = exp})
  fun split x = let val {whole, frac} = D.split (R x) in {whole = S whole, frac = S frac} end
  val realMod = unary D.realMod
  val nextAfter = binary D.nextAfter
  val checkFloat = unary D.checkFloat
  val realFloor = unary D.realFloor
  val realCeil = unary D.realCeil
  val realTrunc = unary D.realTrunc
  val realRound = unary D.realRound
  fun floor x = D.floor (R x)
  fun ceil x = D.ceil (R x)
  fun trunc x = D.trunc (R x)
  fun round x = D.round (R x)
  fun toInt mode x = D.toInt mode (R x)
  fun toLargeInt mode x = D.toLargeInt mode (R x)
  fun fromInt i = S (D.fromInt i)
  fun fromLargeInt i = S (D.fromLargeInt i)
  val toLarge = R
  fun fromLarge mode x = S (D.fromLarge mode x)
  fun fmt spec = let val f = D.fmt spec in fn x => f (R x) end
  fun toString x = D.toString (R x)
  fun scan getc src =
    case D.scan getc src of
      SOME (x, rest) => SOME (S x, rest)
    | NONE => NONE
  fun fromString s = Option.map S (D.fromString s)
  fun toDecimal x = D.toDecimal (R x)
  fun fromDecimal d = Option.map S (D.fromDecimal d)
end
