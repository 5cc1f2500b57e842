(* Realistic program: big-integer number theory with IntInf.  Factorials
   (100!, digit sums, trailing zeros), Fibonacci numbers by fast doubling
   (fib 300), IntInf.pow, div/mod/quot/rem on negative operands, gcd/lcm,
   modular exponentiation and a Miller-Rabin primality test, Catalan and
   binomial numbers, base conversion with IntInf.fmt / fromString, and the
   digits of e computed with a spigot. *)

structure Big =
struct
  open IntInf
  val zero = fromInt 0
  val one = fromInt 1
  val two = fromInt 2

  fun fact n = let fun go (k, acc) = if Int.> (k, n) then acc else go (Int.+ (k, 1), acc * fromInt k) in go (1, one) end

  (* fast doubling: (F n, F (n+1)) *)
  fun fibPair 0 = (zero, one)
    | fibPair n =
        let
          val (a, b) = fibPair (Int.div (n, 2))
          val c = a * (two * b - a)
          val d = a * a + b * b
        in
          if Int.mod (n, 2) = 0 then (c, d) else (d, c + d)
        end
  fun fib n = #1 (fibPair n)

  fun gcd (a, b) = if b = zero then abs a else gcd (b, a mod b)
  fun lcm (a, b) = if a = zero orelse b = zero then zero else abs (a * b) div gcd (a, b)

  fun powMod (b, e, m) =
    let
      fun go (b, e, acc) =
        if e = zero then acc
        else go (b * b mod m, e div two, if e mod two = one then acc * b mod m else acc)
    in
      go (b mod m, e, one mod m)
    end

  fun isProbablePrime n =
    if n < two then false
    else if n < fromInt 4 then true
    else if n mod two = zero then false
    else
      let
        fun split (d, s) = if d mod two = zero then split (d div two, Int.+ (s, 1)) else (d, s)
        val (d, s) = split (n - one, 0)
        fun witness a =
          let
            val x = powMod (a, d, n)
            fun loop (x, r) = if Int.>= (r, s) then false
                              else if x = n - one then true
                              else loop (x * x mod n, Int.+ (r, 1))
          in
            x = one orelse loop (x, 0)
          end
      in
        List.all (fn a => a mod n = zero orelse witness a) (map fromInt [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37])
      end

  fun binom (n, k) =
    let fun go (i, acc) = if Int.> (i, k) then acc else go (Int.+ (i, 1), acc * fromInt (Int.- (n, Int.- (i, 1))) div fromInt i)
    in go (1, one) end

  fun digitSum x = CharVector.foldl (fn (c, s) => Int.+ (s, Int.- (Char.ord c, 48))) 0 (toString (abs x))
end

fun line label v = print (StringCvt.padRight #" " 14 label ^ v ^ "\n")
fun wrap width s =
  if size s <= width then [s] else String.substring (s, 0, width) :: wrap width (String.extract (s, width, NONE))

val f100 = Big.fact 100
val () = print "100! =\n"
val () = List.app (fn l => print ("  " ^ l ^ "\n")) (wrap 60 (IntInf.toString f100))
val () = line "digits" (Int.toString (size (IntInf.toString f100)))
val () = line "digit sum" (Int.toString (Big.digitSum f100))
val () = line "trailing 0s" (Int.toString (let fun tz x = if x mod 10 = 0 then 1 + tz (x div 10) else 0 in tz f100 end))
val () = line "log2 100!" (Int.toString (IntInf.log2 f100))
val () = line "fib 300" (IntInf.toString (Big.fib 300))
val () = line "fib 90" (IntInf.toString (Big.fib 90))
val () = line "gcd fibs" (IntInf.toString (Big.gcd (Big.fib 300, Big.fib 200)) ^ " = fib 100 = " ^ IntInf.toString (Big.fib 100))
val () = line "2^200" (IntInf.toString (IntInf.pow (2, 200)))
val () = line "3^-1" (IntInf.toString (IntInf.pow (3, ~1)) ^ ", 1^-5 " ^ IntInf.toString (IntInf.pow (1, ~5))
                      ^ ", (~1)^-3 " ^ IntInf.toString (IntInf.pow (~1, ~3)) ^ ", 0^0 " ^ IntInf.toString (IntInf.pow (0, 0)))

(* division conventions on big operands with every sign *)
val a = IntInf.pow (10, 30) + 7
val b = IntInf.fromInt 12345678901
val () = List.app (fn (x, y) =>
  line ((if x < 0 then "(-a, " else "(a, ") ^ (if y < 0 then "-b)" else "b)")) (String.concatWith " " [
      "div " ^ IntInf.toString (x div y), "mod " ^ IntInf.toString (x mod y),
      "quot " ^ IntInf.toString (IntInf.quot (x, y)), "rem " ^ IntInf.toString (IntInf.rem (x, y)),
      "ok " ^ Bool.toString (x div y * y + x mod y = x andalso IntInf.quot (x, y) * y + IntInf.rem (x, y) = x)]))
  [(a, b), (~a, b), (a, ~b), (~a, ~b)]
val (q, r) = IntInf.divMod (a, b)
val (q', r') = IntInf.quotRem (~a, b)
val () = line "divMod" (IntInf.toString q ^ " r " ^ IntInf.toString r ^ "; quotRem -a " ^ IntInf.toString q' ^ " r " ^ IntInf.toString r')

val () = line "lcm 1..50" (IntInf.toString (foldl (fn (k, acc) => Big.lcm (acc, IntInf.fromInt k)) 1 (List.tabulate (50, fn i => i + 1))))
val () = line "2^127-1" (IntInf.toString (IntInf.pow (2, 127) - 1) ^ (if Big.isProbablePrime (IntInf.pow (2, 127) - 1) then " prime" else " composite"))
val () = line "2^128+1" (if Big.isProbablePrime (IntInf.pow (2, 128) + 1) then "prime" else "composite")
val primes = List.filter (fn k => Big.isProbablePrime (IntInf.fromInt k)) (List.tabulate (60, fn i => 1000 + i))
val () = line "primes 1000s" (String.concatWith "," (map Int.toString primes))
val () = line "7^1000 mod m" (IntInf.toString (Big.powMod (7, 1000, IntInf.pow (10, 20) + 39)))
val () = line "C(100,50)" (IntInf.toString (Big.binom (100, 50)))
val () = line "catalan 60" (IntInf.toString (Big.binom (120, 60) div 61))

(* base conversions *)
val x = Big.fact 30
val () = line "30! hex" (IntInf.fmt StringCvt.HEX x)
val () = line "30! oct" (IntInf.fmt StringCvt.OCT x)
val () = line "-1000 bin" (IntInf.fmt StringCvt.BIN (~(IntInf.fromInt 1000)))
val () = line "fromString" (case IntInf.fromString "  -123456789012345678901234567890xyz" of
                              SOME v => IntInf.toString (v * 2) | NONE => "NONE")
val () = line "scan hex" (case StringCvt.scanString (IntInf.scan StringCvt.HEX) "DEADBEEFCAFEBABE1234" of
                            SOME v => IntInf.toString v | NONE => "NONE")
val () = line "compare" (String.concatWith " " (map (fn (u, v) => case IntInf.compare (u, v) of LESS => "<" | EQUAL => "=" | GREATER => ">")
                                                [(f100, x), (~f100, x), (x, x), (IntInf.fromInt 0, ~(IntInf.fromInt 0))]))
val () = line "toInt" (Int.toString (IntInf.toInt (Big.fib 80)) ^ (IntInf.toString (IntInf.fromInt (IntInf.toInt (Big.fib 80)))))
val () = line "overflow" ((Int.toString (IntInf.toInt f100)) handle Overflow => "Overflow raised")
val () = line "min/max/sign" (IntInf.toString (IntInf.min (a, b)) ^ " " ^ IntInf.toString (IntInf.max (~a, ~b)) ^ " "
                              ^ Int.toString (IntInf.sign (~a)) ^ Int.toString (IntInf.sign 0))

(* digits of e by the spigot algorithm, with IntInf scaling *)
fun eDigits n =
  let
    val scale = IntInf.pow (10, n + 5)
    fun sum (k, term, acc) = if term = 0 then acc else sum (k + 1, term div IntInf.fromInt k, acc + term)
    val e = sum (1, scale, 0)
  in
    IntInf.toString (e div IntInf.pow (10, 5))
  end
val es = eDigits 80
val () = line "e" (String.substring (es, 0, 1) ^ "." ^ String.extract (es, 1, NONE))
