(* bench/par/sparse-mxv.sml: sparse matrix times dense vector, y = A x
   (Spork's sparse-mxv, issue 6).  A is n x n in CSR form, generated
   deterministically: row i has 1 + hash (i, 2d) nonzeros (d on average),
   column hash (k, n) and value hash (k + n, 1000) / 1000 for its k-th
   nonzero; x[j] = hash (j + 2n, 1000) / 1000.  The row offsets are a
   plain prefix sum (n steps, against the ~d n of everything else); the
   columns, values and x are filled by grain-free parforms.  The product
   is one ForkJoin.parform over the rows (each row a plain dot-product
   loop), repeated r times.  Checksum: ForkJoin.reducem sum of
   floor (y[i] * 1000) (ints).  Arguments: n, d, r (sizes: PAR_SIZES in
   bench/run.py).  Prints "sparse-mxv N NNZ SUM". *)
open BenchUtil
val n = arg 0
val d = arg 1
val r = arg 2
val offsets = Array.array (n + 1, 0)
fun scan i = if i >= n then () else (Array.update (offsets, i + 1, Array.sub (offsets, i) + 1 + hash (i, 2 * d)); scan (i + 1))
val () = scan 0
val nnz = Array.sub (offsets, n)
val cols : int array = ForkJoin.alloc nnz
val vals : real array = ForkJoin.alloc nnz
val () = ForkJoin.parform (0, nnz) (fn k =>
  (Array.update (cols, k, hash (k, n)); Array.update (vals, k, Real.fromInt (hash (k + n, 1000)) / 1000.0)))
val x : real array = ForkJoin.alloc n
val () = ForkJoin.parform (0, n) (fn j => Array.update (x, j, Real.fromInt (hash (j + 2 * n, 1000)) / 1000.0))
val y : real array = ForkJoin.alloc n
fun mxv () =
  ForkJoin.parform (0, n) (fn i =>
    let val hi = Array.sub (offsets, i + 1)
        fun dot (k, s) = if k >= hi then s else dot (k + 1, s + Array.sub (vals, k) * Array.sub (x, Array.sub (cols, k)))
    in Array.update (y, i, dot (Array.sub (offsets, i), 0.0)) end)
fun rep k = if k >= r then () else (mxv (); rep (k + 1))
val () = rep 0
val sum = ForkJoin.reducem op+ 0 (0, n) (fn i => Real.floor (Array.sub (y, i) * 1000.0))
val () = print ("sparse-mxv " ^ Int.toString n ^ " " ^ Int.toString nnz ^ " " ^ Int.toString sum ^ "\n")
