(* bench/seq/tak.sml: Takeuchi's function on tupled arguments, repeated;
   measures calls with tuple arguments.  Argument: repetitions r (sizes:
   SEQ_SIZES in bench/run.py); computes the sum over i < r of
   tak (18 + i mod 3, 12, 6).  Prints "tak SUM";
   tak.c and tak.ml print the same. *)
fun tak (x, y, z) =
  if y < x then tak (tak (x - 1, y, z), tak (y - 1, z, x), tak (z - 1, x, y)) else z
val r = BenchUtil.arg 0
fun loop (i, acc) = if i >= r then acc else loop (i + 1, acc + tak (18 + i mod 3, 12, 6))
val () = print ("tak " ^ Int.toString (loop (0, 0)) ^ "\n")
