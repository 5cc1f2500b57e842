(* Real.fmt EXACT and Real.toDecimal give the fewest digits that read back
   as the same real, also for powers of two, whose gap to the next real
   above is twice the gap below: 2^~24 is 0.5960464477539063E~7 (16
   digits), though the 16-digit decimal nearest to it, ...062E~7, reads
   back as another real.  Every power of two from 2^~1074 to 2^1023, ten
   per line, each with its round trip checked.  Not run under gc-stress:
   it only allocates strings, thousands of them. *)
(* no-gc-stress *)
fun pow2 i = Real.fromManExp {man = 1.0, exp = i}
fun exact i =
  let
    val x = pow2 i
    val s = Real.fmt StringCvt.EXACT x
    val back = case Real.fromString s of SOME y => Real.== (x, y) | NONE => false
    val {digits, ...} = Real.toDecimal x
  in
    s ^ (if back then "" else "!") ^ "/" ^ Int.toString (length digits)
  end
fun line i = if i > 1023 then ()
  else (print (String.concatWith " " (List.map exact (List.tabulate (Int.min (10, 1024 - i), fn k => i + k))) ^ "\n"); line (i + 10))
val _ = line ~1074
val _ = print (Real.toString (pow2 ~24) ^ " " ^ Real.fmt (StringCvt.SCI (SOME 16)) (pow2 ~24) ^ " " ^ IEEEReal.toString (Real.toDecimal (~ (pow2 ~296))) ^ "\n")
