(* bench/par/msort.sml: parallel merge sort (ParUtil.mergeSort: par down to
   16-element insertion sorts, parallel merge down to 32 elements) of n
   ints generated in parallel by BenchUtil.hash.  Argument: n (sizes: PAR_SIZES in bench/run.py;
   the issue asks for 10^7).  Prints "msort N CHECKSUM" (BenchUtil.mix over the sorted
   array, computed sequentially). *)
open BenchUtil
val n = arg 0
val a = ParUtil.tabulate (n, fn i => hash (i, 1000000000))
val () = ParUtil.mergeSort (op <) a
fun sorted i = i >= n - 1 orelse (Array.sub (a, i) <= Array.sub (a, i + 1) andalso sorted (i + 1))
fun h (i, acc) = if i >= n then acc else h (i + 1, mix (acc, Array.sub (a, i)))
val () = if sorted 0 then () else print "msort: NOT SORTED\n"
val () = print ("msort " ^ Int.toString n ^ " " ^ Int.toString (h (0, 0)) ^ "\n")
