(* bench/par/dmm.sml: dense n x n real matrix multiply C = A B, row-major
   real arrays, parfor over the rows of C (inner loops sequential, B read
   by columns as the textbook triple loop does).  Entries of A and B are
   hash (i, 1000) / 1000.  Argument: n (sizes: PAR_SIZES in bench/run.py;
   the issue asks for 1024).  Prints
   "dmm N CHECKSUM", CHECKSUM = floor (sum of C's entries * 1000) mod
   1000000007, the sum taken sequentially. *)
open BenchUtil
val n = arg 0
val a = ParUtil.tabulate (n * n, fn i => Real.fromInt (hash (i, 1000)) / 1000.0)
val b = ParUtil.tabulate (n * n, fn i => Real.fromInt (hash (i + n * n, 1000)) / 1000.0)
val c = ForkJoin.alloc (n * n) : real array
val () =
  ForkJoin.parfor 1 (0, n) (fn i =>
    let
      fun col j =
        if j >= n then ()
        else
          let fun dot (k, s) = if k >= n then s else dot (k + 1, s + Array.sub (a, i * n + k) * Array.sub (b, k * n + j))
          in Array.update (c, i * n + j, dot (0, 0.0)); col (j + 1) end
    in col 0 end)
fun total (i, s) = if i >= n * n then s else total (i + 1, s + Array.sub (c, i))
val () = print ("dmm " ^ Int.toString n ^ " " ^ Int.toString (Real.floor (total (0, 0.0) * 1000.0) mod 1000000007) ^ "\n")
