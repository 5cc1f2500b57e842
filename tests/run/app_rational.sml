(* Realistic program: exact rational arithmetic on IntInf.  A RATIONAL
   signature with an opaque structure (normalised numerator/denominator,
   exception DivByZero), parsing "a/b" and decimal strings, exact
   conversion from reals (Real.toManExp / Real.toLargeInt), rounding to
   reals, continued fractions and best rational approximations, Egyptian
   fractions, harmonic numbers, Bernoulli numbers, and solving a small
   linear system exactly by fraction-valued Gaussian elimination. *)

signature RATIONAL =
sig
  eqtype t
  exception DivByZero
  val make : IntInf.int * IntInf.int -> t
  val fromInt : int -> t
  val num : t -> IntInf.int
  val den : t -> IntInf.int
  val + : t * t -> t
  val - : t * t -> t
  val * : t * t -> t
  val / : t * t -> t
  val neg : t -> t
  val compare : t * t -> order
  val floor : t -> IntInf.int
  val toString : t -> string
  val toDecimal : int -> t -> string
  val fromString : string -> t option
  val fromReal : real -> t
  val toReal : t -> real
end

structure Rational :> RATIONAL =
struct
  type t = IntInf.int * IntInf.int   (* den > 0, gcd = 1 *)
  exception DivByZero

  fun gcd (a, b) = if b = 0 then IntInf.abs a else gcd (b, IntInf.mod (a, b))
  fun make (_, 0) = raise DivByZero
    | make (n, d) =
        let val g = gcd (n, d) val s = if d < 0 then ~1 else 1
        in (s * IntInf.quot (n, g), s * IntInf.quot (d, g)) end
  fun fromInt k = (IntInf.fromInt k, 1)
  fun num (n, _) = n
  fun den (_, d) = d
  fun (a, b) + (c, d) = make (IntInf.+ (IntInf.* (a, d), IntInf.* (c, b)), IntInf.* (b, d))
  fun (a, b) - (c, d) = make (IntInf.- (IntInf.* (a, d), IntInf.* (c, b)), IntInf.* (b, d))
  fun (a, b) * (c, d) = make (IntInf.* (a, c), IntInf.* (b, d))
  fun (a, b) / (c, d) = if c = 0 then raise DivByZero else make (IntInf.* (a, d), IntInf.* (b, c))
  fun neg (a, b) = (IntInf.~ a, b)
  fun compare ((a, b), (c, d)) = IntInf.compare (IntInf.* (a, d), IntInf.* (c, b))
  fun floor (a, b) = IntInf.div (a, b)
  fun toString (n, 1) = IntInf.toString n
    | toString (n, d) = IntInf.toString n ^ "/" ^ IntInf.toString d

  (* decimal expansion with `digits` places, truncated toward zero, "..." if inexact *)
  fun toDecimal digits (n, d) =
    let
      val sign = if n < 0 then "-" else ""
      val n = IntInf.abs n
      val scaled = IntInf.* (n, IntInf.pow (10, digits))
      val q = IntInf.div (scaled, d)
      val exact = IntInf.mod (scaled, d) = 0
      val s = StringCvt.padLeft #"0" (Int.+ (digits, 1)) (IntInf.toString q)
      val cut = Int.- (size s, digits)
    in
      sign ^ String.substring (s, 0, cut) ^ (if digits > 0 then "." ^ String.extract (s, cut, NONE) else "")
      ^ (if exact then "" else "...")
    end

  fun fromString s =
    let
      fun int str = IntInf.fromString (String.map (fn #"-" => #"~" | c => c) str)
      fun allDigits str = str <> "" andalso CharVector.all Char.isDigit str
    in
      case String.fields (fn c => c = #"/") s of
        [a, b] => (case (int a, int b) of (SOME n, SOME d) => if d = 0 then NONE else SOME (make (n, d)) | _ => NONE)
      | [a] =>
          (case String.fields (fn c => c = #".") a of
             [w] => Option.map (fn n => (n, 1)) (int w)
           | [w, f] =>
               if not (allDigits f) then NONE
               else (case int (if w = "" orelse w = "-" then w ^ "0" else w) of
                       SOME wi =>
                         let val scale = IntInf.pow (10, size f)
                             val fi = valOf (IntInf.fromString f)
                             val neg = String.isPrefix "-" w
                         in SOME (make (IntInf.* (IntInf.+ (IntInf.* (IntInf.abs wi, scale), fi), if neg then ~1 else 1), scale)) end
                     | NONE => NONE)
           | _ => NONE)
      | _ => NONE
    end

  (* every finite real is a dyadic rational: m * 2^e with integral m *)
  fun fromReal r =
    if Real.isNan r orelse Real.isFinite r = false then raise Domain
    else
      let
        val {man, exp} = Real.toManExp r
        val m = Real.toLargeInt IEEEReal.TO_NEAREST (Real.* (man, Math.pow (2.0, 53.0)))
        val e = Int.- (exp, 53)
      in
        if e >= 0 then make (IntInf.* (m, IntInf.pow (2, e)), 1) else make (m, IntInf.pow (2, Int.~ e))
      end

  fun toReal (n, d) = Real./ (Real.fromLargeInt n, Real.fromLargeInt d)
end

structure Q = Rational
val op + = Q.+ and op - = Q.- and op * = Q.* and op / = Q./
fun q (a, b) = Q.make (IntInf.fromInt a, IntInf.fromInt b)
fun line s = print (s ^ "\n")

val () = line ("1/2 + 1/3 = " ^ Q.toString (q (1, 2) + q (1, 3)))
val () = line ("3/4 - 5/6 = " ^ Q.toString (q (3, 4) - q (5, 6)))
val () = line ("(2/3) * (9/4) = " ^ Q.toString (q (2, 3) * q (9, 4)))
val () = line ("(-7/3) / (14/-9) = " ^ Q.toString (q (~7, 3) / q (14, ~9)))
val () = line ("floor(-7/2) = " ^ IntInf.toString (Q.floor (q (~7, 2))) ^ ", floor(7/2) = " ^ IntInf.toString (Q.floor (q (7, 2))))
val () = line ("1/0: " ^ ((Q.toString (q (1, 0))) handle Q.DivByZero => "DivByZero"))
val () = line ("equality 2/4 = 1/2: " ^ Bool.toString (q (2, 4) = q (1, 2)))

(* harmonic numbers *)
fun harmonic n = foldl (fn (k, s) => s + q (1, k)) (Q.fromInt 0) (List.tabulate (n, fn i => Int.+ (i, 1)))
val () = List.app (fn n => line ("H(" ^ Int.toString n ^ ") = " ^ Q.toString (harmonic n) ^ " ~ " ^ Q.toDecimal 6 (harmonic n))) [1, 5, 10, 30]

(* continued fractions and convergents *)
fun contFrac (x, 0) = []
  | contFrac (x, k) =
      let val a = Q.floor x val rest = x - Q.make (a, 1) in
        if Q.num rest = 0 then [a] else a :: contFrac (Q.fromInt 1 / rest, Int.- (k, 1))
      end
fun convergents terms =
  let fun go ([], _, _, acc) = rev acc
        | go (a :: rest, (p1, q1), (p0, q0), acc) =
            let val p = IntInf.+ (IntInf.* (a, p1), p0) val qq = IntInf.+ (IntInf.* (a, q1), q0)
            in go (rest, (p, qq), (p1, q1), Q.make (p, qq) :: acc) end
  in go (terms, (1, 0), (0, 1), []) end
val piR = Q.fromReal Math.pi
val () = line ("pi as a double = " ^ Q.toString piR)
val cf = contFrac (piR, 12)
val () = line ("continued fraction: [" ^ String.concatWith "; " (map IntInf.toString cf) ^ "]")
val () = line ("convergents: " ^ String.concatWith ", " (map Q.toString (List.take (convergents cf, 6))))
val () = line ("355/113 ~ " ^ Q.toDecimal 10 (q (355, 113)) ^ ", error vs double "
               ^ Real.fmt (StringCvt.SCI (SOME 2)) (Real.abs (Q.toReal (q (355, 113) - piR))))
val () = line ("sqrt 2 convergents: " ^ String.concatWith " " (map Q.toString (convergents (contFrac (Q.fromReal (Math.sqrt 2.0), 8)))))

(* exact conversions of reals *)
val () = List.app (fn r => line (Real.toString r ^ " = " ^ Q.toString (Q.fromReal r) ^ "; back: " ^ Real.toString (Q.toReal (Q.fromReal r))))
                  [0.1, ~2.5, 1E~3, 1024.0, 0.0]

(* parsing *)
val () = List.app (fn s => line ("parse " ^ String.toString s ^ " = " ^ (case Q.fromString s of SOME x => Q.toString x | NONE => "NONE")))
                  ["22/7", "-3/12", "0.125", "-1.5", "3.14159", "1/0", "abc", "1.2.3", "7", ".5"]

(* Egyptian fractions, greedy *)
fun egyptian x =
  if Q.num x = 0 then []
  else let val d = IntInf.+ (IntInf.div (IntInf.- (Q.den x, 1), Q.num x), 1)
       in d :: egyptian (x - Q.make (1, d)) end
val () = List.app (fn (a, b) => line (Q.toString (q (a, b)) ^ " = " ^ String.concatWith " + " (map (fn d => "1/" ^ IntInf.toString d) (egyptian (q (a, b))))))
                  [(4, 13), (5, 121), (2, 3)]

(* Bernoulli numbers by the Akiyama-Tanigawa algorithm *)
fun bernoulli n =
  let
    val a = Array.tabulate (Int.+ (n, 1), fn m => q (1, Int.+ (m, 1)))
    fun outer m = if m > n then () else
      (Array.update (a, m, q (1, Int.+ (m, 1)));
       let fun inner j = if j < 1 then () else
             (Array.update (a, Int.- (j, 1), Q.fromInt j * (Array.sub (a, Int.- (j, 1)) - Array.sub (a, j))); inner (Int.- (j, 1)))
       in inner m end;
       outer (Int.+ (m, 1)))
  in outer 0; Array.sub (a, 0) end
val () = line ("Bernoulli: " ^ String.concatWith ", " (List.tabulate (13, fn k => "B" ^ Int.toString k ^ "=" ^ Q.toString (bernoulli k))))

(* exact Gaussian elimination: a Hilbert system whose solution is all ones *)
fun solveExact (m : Q.t array array, b : Q.t array) =
  let
    val n = Array.length b
    fun elim k = if k = n then () else
      let val p = valOf (List.find (fn i => Q.num (Array.sub (Array.sub (m, i), k)) <> 0) (List.tabulate (Int.- (n, k), fn i => Int.+ (i, k)))) in
        (let val t = Array.sub (m, k) in Array.update (m, k, Array.sub (m, p)); Array.update (m, p, t) end;
         let val t = Array.sub (b, k) in Array.update (b, k, Array.sub (b, p)); Array.update (b, p, t) end);
        List.app (fn i => if i = k then () else
          let val f = Array.sub (Array.sub (m, i), k) / Array.sub (Array.sub (m, k), k) in
            Array.modifyi (fn (j, x) => x - f * Array.sub (Array.sub (m, k), j)) (Array.sub (m, i));
            Array.update (b, i, Array.sub (b, i) - f * Array.sub (b, k))
          end) (List.tabulate (n, fn i => i));
        elim (Int.+ (k, 1))
      end
  in
    elim 0;
    List.tabulate (n, fn i => Array.sub (b, i) / Array.sub (Array.sub (m, i), i))
  end
val n = 6
val h = Array.tabulate (n, fn i => Array.tabulate (n, fn j => q (1, Int.+ (Int.+ (i, j), 1))))
val rhs = Array.tabulate (n, fn i => Array.foldl (op +) (Q.fromInt 0) (Array.sub (h, i)))
val () = line ("Hilbert 6 rhs: " ^ String.concatWith " " (Array.foldr (fn (x, acc) => Q.toString x :: acc) [] rhs))
val () = line ("solution: " ^ String.concatWith " " (map Q.toString (solveExact (h, rhs))))
