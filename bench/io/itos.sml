(* bench/io/itos.sml: Int.toString of n values: v = x - 2^30 for even i and
   (x - 2^30) * x for odd i, x running through BenchUtil.next (so
   magnitudes up to 2^61, half negative).  Sums the sizes of the strings
   and hashes each size and last character (BenchUtil.mix); the sign
   character differs from C's ("~" vs "-") but is neither hashed nor of a
   different size.  Argument: n.  Prints "itos SIZES HASH"; itos.c (C
   snprintf "%lld") prints the same. *)
open BenchUtil

val n = arg 0

fun loop (i, x, total, h) =
  if i >= n then (total, h)
  else
    let
      val x = next x
      val v = if i mod 2 = 0 then x - 1073741824 else (x - 1073741824) * x
      val s = Int.toString v
      val k = size s
    in
      loop (i + 1, x, total + k, mix (mix (h, k), ord (String.sub (s, k - 1))))
    end

val (total, h) = loop (0, seed, 0, 0)
val () = print ("itos " ^ Int.toString total ^ " " ^ Int.toString h ^ "\n")
