(* bench/par/msort-strings.sml: parallel merge sort (ParUtil.mergeSort) of
   n strings of 1 to 12 lowercase letters generated in parallel from
   BenchUtil.hash, compared with String.<.  Argument: n (sizes: PAR_SIZES
   in bench/run.py; the issue asks for 10^6).  Prints "msort-strings N CHECKSUM" (BenchUtil.mix over the chars
   of the sorted strings, sequentially). *)
open BenchUtil
val n = arg 0
fun gen i =
  let val len = 1 + hash (i, 12)
  in String.implode (List.tabulate (len, fn k => Char.chr (97 + hash (i * 16 + k + 1000000000, 26)))) end
val a = ParUtil.tabulate (n, gen)
val () = ParUtil.mergeSort String.< a
fun hs (s, h) =
  let fun loop (k, h) = if k >= size s then h else loop (k + 1, mix (h, ord (String.sub (s, k))))
  in loop (0, mix (h, size s)) end
fun sorted i = i >= n - 1 orelse (String.<= (Array.sub (a, i), Array.sub (a, i + 1)) andalso sorted (i + 1))
fun h (i, acc) = if i >= n then acc else h (i + 1, hs (Array.sub (a, i), acc))
val () = if sorted 0 then () else print "msort-strings: NOT SORTED\n"
val () = print ("msort-strings " ^ Int.toString n ^ " " ^ Int.toString (h (0, 0)) ^ "\n")
