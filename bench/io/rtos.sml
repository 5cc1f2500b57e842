(* bench/io/rtos.sml: Real.toString of n values (the spec's fmt (GEN (SOME
   12)), C's "%.12g" in SML syntax): with x running through
   BenchUtil.next, v = real (x - 2^30) / real (i + 1), scaled by 1E~20 when
   i mod 8 = 1 and by 1E14 when i mod 8 = 5 (exponent forms), and
   real (x mod 1000) when i mod 4 = 0 (integral: "123.0").  Sums the sizes
   and hashes each size and first and last character.  Argument: n.
   Prints "rtos SIZES HASH"; rtos.c (snprintf "%.12g" rewritten to the
   same syntax) prints the same.  Real.toString writes fixed point down to
   exponent ~6 where %g stops at -4: rtos.c reformats those (rare) values. *)
open BenchUtil

val n = arg 0

fun value (i, x) =
  if i mod 4 = 0 then real (x mod 1000)
  else
    let val v = real (x - 1073741824) / real (i + 1)
    in if i mod 8 = 1 then v * 1E~20 else if i mod 8 = 5 then v * 1E14 else v end

fun loop (i, x, total, h) =
  if i >= n then (total, h)
  else
    let
      val x = next x
      val s = Real.toString (value (i, x))
      val k = size s
    in
      loop (i + 1, x, total + k, mix (mix (mix (h, k), ord (String.sub (s, 0))), ord (String.sub (s, k - 1))))
    end

val (total, h) = loop (0, seed, 0, 0)
val () = print ("rtos " ^ Int.toString total ^ " " ^ Int.toString h ^ "\n")
