(* IntInf: literals, arithmetic across the small/big boundary, division
   signs, bit operations, pow/log2, fmt/scan in every radix, conversions.
   Expected output from Poly/ML.
   Poly/ML's Int is 63-bit: the Int.maxInt/minInt lines were checked by
   hand for Skein's 64-bit Int (MLton's). *)
fun p s = print (s ^ "\n")
val its = IntInf.toString
fun fact (n : IntInf.int) : IntInf.int = if n <= 1 then 1 else n * fact (n - 1)
val _ = p (its (fact 100))
fun fib n = let fun go (0, a, _) = a | go (k, a, b) = go (k - 1, b, a + b : IntInf.int) in go (n, 0, 1) end
val _ = p (its (fib 1000))
val big : IntInf.int = 123456789012345678901234567890
val nbig : IntInf.int = ~98765432109876543210987654321
val _ = p (its big ^ " " ^ its nbig ^ " " ^ its (~big))
(* 2^62 boundary: immediates vs boxed *)
val b62 : IntInf.int = 4611686018427387904
val _ = p (its (b62 - 1) ^ " " ^ its b62 ^ " " ^ its (~b62) ^ " " ^ its (~b62 - 1) ^ " " ^ its (b62 * 2) ^ " " ^ its (b62 + b62 - b62 - b62))
val _ = p (its (IntInf.fromInt (valOf Int.maxInt) + 1) ^ " " ^ its (IntInf.fromInt (valOf Int.minInt) - 1))
val _ = p (its ((b62 - 1) * (b62 - 1)) ^ " " ^ its (~b62 div ~1) ^ " " ^ its (IntInf.abs (~b62)))
fun dm (a, b) = String.concatWith " " (map its [a div b, a mod b, IntInf.quot (a, b), IntInf.rem (a, b)])
val _ = List.app (fn ab => p (dm ab))
  [(7, 2), (~7, 2), (7, ~2), (~7, ~2), (6, 3), (~6, 3), (big, 7), (~big, 7), (big, ~7), (~big, ~7),
   (big * big, ~big + 1), (~(big * big), big - 1), (5, big), (~5, big), (5, ~big), (~5, ~big)]
val _ = (dm (big, 0); ()) handle Div => p "Div"
val _ = (dm (1, 0); ()) handle Div => p "Div"
val _ = let val (q, r) = IntInf.divMod (~big, 1000) val (q', r') = IntInf.quotRem (~big, 1000)
        in p (String.concatWith " " (map its [q, r, q', r'])) end
val _ = p (its (IntInf.pow (2, 100)) ^ " " ^ its (IntInf.pow (~3, 41)) ^ " " ^ its (IntInf.pow (big, 0)) ^ " " ^ its (IntInf.pow (2, ~1)) ^ " " ^ its (IntInf.pow (~1, ~3)))
val _ = (IntInf.pow (0, ~1); ()) handle Div => p "Div"
val _ = p (Int.toString (IntInf.log2 big) ^ " " ^ Int.toString (IntInf.log2 1) ^ " " ^ Int.toString (IntInf.log2 (IntInf.pow (2, 200))))
val _ = (IntInf.log2 0; ()) handle Domain => p "Domain"
val _ = p (its (IntInf.andb (big, 0xFFFF)) ^ " " ^ its (IntInf.orb (nbig, 255)) ^ " " ^ its (IntInf.xorb (big, nbig)) ^ " " ^ its (IntInf.notb big) ^ " " ^ its (IntInf.andb (~1, ~256)))
val _ = p (its (IntInf.<< (1, 0w100)) ^ " " ^ its (IntInf.~>> (nbig, 0w10)) ^ " " ^ its (IntInf.~>> (big, 0w200)) ^ " " ^ its (IntInf.~>> (~1, 0w5)) ^ " " ^ its (IntInf.<< (~3, 0w2)))
val _ = List.app (fn r => p (IntInf.fmt r big ^ " " ^ IntInf.fmt r nbig ^ " " ^ IntInf.fmt r 0 ^ " " ^ IntInf.fmt r ~255))
  [StringCvt.BIN, StringCvt.OCT, StringCvt.DEC, StringCvt.HEX]
fun sc r s = case StringCvt.scanString (IntInf.scan r) s of SOME i => its i | NONE => "NONE"
val _ = p (String.concatWith " " [sc StringCvt.DEC "  ~98765432109876543210xyz", sc StringCvt.HEX "0x1fFfFfFfFfFfFfFfFfFf", sc StringCvt.HEX "-0xg", sc StringCvt.BIN "+1010102", sc StringCvt.OCT "777777777777777777777777", sc StringCvt.DEC "x1", sc StringCvt.DEC ""])
val _ = p (its (valOf (IntInf.fromString "123456789012345678901234567890123")) ^ " " ^ its (valOf (IntInf.fromString "-17")))
val _ = p (Int.toString (IntInf.toInt (IntInf.fromInt (valOf Int.minInt))) ^ " " ^ Int.toString (Int.fromLarge (Int.toLarge 42)) ^ " " ^ Int.toString (LargeInt.toInt (LargeInt.fromInt ~7)))
val _ = (IntInf.toInt big; ()) handle Overflow => p "Overflow"
val _ = (Int.fromLarge (IntInf.fromInt (valOf Int.maxInt) + 1); ()) handle Overflow => p "Overflow"
val _ = p (String.concatWith " " (map (fn (a, b) => case IntInf.compare (a, b) of LESS => "<" | EQUAL => "=" | GREATER => ">") [(big, nbig), (nbig, big), (big, big), (1, 2), (b62, b62 - 1)]))
val _ = p (Bool.toString (fact 30 = fact 30) ^ " " ^ Bool.toString (big = big + 1) ^ " " ^ Bool.toString (big < big + 1) ^ " " ^ Bool.toString (nbig >= big) ^ " " ^ Int.toString (IntInf.sign nbig) ^ Int.toString (IntInf.sign 0) ^ Int.toString (IntInf.sign big) ^ " " ^ Bool.toString (IntInf.sameSign (nbig, ~1)))
val _ = p (its (IntInf.min (big, nbig)) ^ " " ^ its (IntInf.max (big, nbig)) ^ " " ^ (case IntInf.precision of NONE => "NONE" | SOME _ => "SOME"))
fun classify (x : IntInf.int) = case x of 0 => "zero" | 1 => "one" | ~1 => "minus one" | _ => "other"
val _ = p (String.concatWith " " (map classify [0, 1, ~1, big, 2]))
(* sums that keep crossing the boundary: allocation under gc-stress *)
fun sumTo (n, acc : IntInf.int) = if n = 0 then acc else sumTo (n - 1, acc + IntInf.pow (IntInf.fromInt n, 5))
val _ = p (its (sumTo (300, 0)))
