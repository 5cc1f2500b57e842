(* Dense linear algebra with Array2 and RealArray: matrix multiply in several
   traversal orders, LU decomposition with partial pivoting, solving, inverse,
   determinant; Array2 regions, row/column, tabulate, fold; slices. *)
fun pr s = print (s ^ "\n")
fun fmt r = Real.fmt (StringCvt.FIX (SOME 4)) r

fun mkMat (n, m, f) = Array2.tabulate Array2.RowMajor (n, m, f)

fun mul (a, b) =
  let
    val (n, k) = Array2.dimensions a
    val (k', m) = Array2.dimensions b
    val () = if k <> k' then raise Size else ()
    val c = Array2.array (n, m, 0.0)
  in
    Array2.modifyi Array2.RowMajor
      (fn (i, j, _) =>
         let fun dot (l, acc) = if l = k then acc else dot (l + 1, acc + Array2.sub (a, i, l) * Array2.sub (b, l, j))
         in dot (0, 0.0) end)
      {base = c, row = 0, col = 0, nrows = NONE, ncols = NONE};
    c
  end

(* i-k-j order using row vectors *)
fun mul2 (a, b) =
  let
    val (n, k) = Array2.dimensions a
    val m = Array2.nCols b
    val c = Array2.array (n, m, 0.0)
  in
    Array2.appi Array2.RowMajor
      (fn (i, l, aik) =>
         Vector.appi (fn (j, blj) => Array2.update (c, i, j, Array2.sub (c, i, j) + aik * blj)) (Array2.row (b, l)))
      {base = a, row = 0, col = 0, nrows = NONE, ncols = NONE};
    c
  end

fun showMat a =
  let val (n, m) = Array2.dimensions a
  in
    List.app (fn i => pr (String.concatWith " " (List.tabulate (m, fn j => StringCvt.padLeft #" " 10 (fmt (Array2.sub (a, i, j)))))))
             (List.tabulate (n, fn i => i))
  end

val a = mkMat (4, 4, fn (i, j) => real ((i + 1) * (j + 2) mod 7) - 2.5 + (if i = j then 6.0 else 0.0))
val b = mkMat (4, 3, fn (i, j) => real (i - j) / 2.0)
val () = pr "A ="
val () = showMat a
val () = pr "A*B ="
val c1 = mul (a, b)
val c2 = mul2 (a, b)
val () = showMat c1
val () = pr ("same: " ^ Bool.toString (Array2.foldi Array2.ColMajor (fn (i, j, x, ok) => ok andalso Real.== (x, Array2.sub (c2, i, j))) true
                                          {base = c1, row = 0, col = 0, nrows = NONE, ncols = NONE}))

(* LU decomposition with partial pivoting on a copy *)
fun lu a0 =
  let
    val n = Array2.nRows a0
    val a = Array2.tabulate Array2.RowMajor (n, n, fn (i, j) => Array2.sub (a0, i, j))
    val perm = Array.tabulate (n, fn i => i)
    val sign = ref 1.0
    fun swap (r1, r2) =
      if r1 = r2 then ()
      else (List.app (fn j => let val t = Array2.sub (a, r1, j)
                               in Array2.update (a, r1, j, Array2.sub (a, r2, j)); Array2.update (a, r2, j, t) end)
                     (List.tabulate (n, fn j => j));
            let val t = Array.sub (perm, r1) in Array.update (perm, r1, Array.sub (perm, r2)); Array.update (perm, r2, t) end;
            sign := ~(!sign))
  in
    List.app (fn k =>
      let
        val p = List.foldl (fn (i, best) => if Real.abs (Array2.sub (a, i, k)) > Real.abs (Array2.sub (a, best, k)) then i else best)
                           k (List.tabulate (n - k, fn i => i + k))
        val () = swap (k, p)
        val pivot = Array2.sub (a, k, k)
      in
        List.app (fn i =>
          let val f = Array2.sub (a, i, k) / pivot
          in
            Array2.update (a, i, k, f);
            List.app (fn j => Array2.update (a, i, j, Array2.sub (a, i, j) - f * Array2.sub (a, k, j))) (List.tabulate (n - k - 1, fn j => j + k + 1))
          end) (List.tabulate (n - k - 1, fn i => i + k + 1))
      end) (List.tabulate (n, fn k => k));
    (a, perm, !sign)
  end

fun det a0 = let val (a, _, s) = lu a0 in Vector.foldl (op * ) s (Vector.tabulate (Array2.nRows a, fn i => Array2.sub (a, i, i))) end

fun solve (a0, bv : real vector) =
  let
    val (a, perm, _) = lu a0
    val n = Array2.nRows a
    val y = Array.tabulate (n, fn i => Vector.sub (bv, Array.sub (perm, i)))
    val () = List.app (fn i => List.app (fn j => Array.update (y, i, Array.sub (y, i) - Array2.sub (a, i, j) * Array.sub (y, j)))
                                         (List.tabulate (i, fn j => j))) (List.tabulate (n, fn i => i))
    val x = Array.array (n, 0.0)
    val () = List.app (fn i =>
               let val s = ArraySlice.foldli (fn (j, xj, acc) => acc - Array2.sub (a, i, i + 1 + j) * xj) (Array.sub (y, i))
                                             (ArraySlice.slice (x, i + 1, NONE))
               in Array.update (x, i, s / Array2.sub (a, i, i)) end) (List.tabulate (n, fn i => n - 1 - i))
  in Array.vector x end

val () = pr ("det A = " ^ fmt (det a))
val x = solve (a, Vector.fromList [1.0, 2.0, 3.0, 4.0])
val () = pr ("x = " ^ String.concatWith " " (Vector.foldr (fn (r, l) => fmt r :: l) [] x))
val residual = Vector.foldl Real.max 0.0
  (Vector.tabulate (4, fn i => Real.abs (Vector.foldli (fn (j, xj, s) => s + Array2.sub (a, i, j) * xj) 0.0 x - real (i + 1))))
val () = pr ("residual small: " ^ Bool.toString (residual < 1E~9))

(* Hilbert matrix determinant and inverse *)
val h = mkMat (5, 5, fn (i, j) => 1.0 / real (i + j + 1))
val () = pr ("det H5 = " ^ Real.fmt (StringCvt.SCI (SOME 6)) (det h))
val hinv = let val n = 5 val inv = Array2.array (n, n, 0.0)
           in List.app (fn j => Vector.appi (fn (i, v) => Array2.update (inv, i, j, v))
                                            (solve (h, Vector.tabulate (n, fn i => if i = j then 1.0 else 0.0))))
                       (List.tabulate (n, fn j => j));
              inv end
val () = pr ("H5^-1 row 0: " ^ String.concatWith " " (Vector.foldr (fn (r, l) => Int.toString (Real.round r) :: l) [] (Array2.row (hinv, 0))))
val () = pr ("H5^-1 col 4: " ^ String.concatWith " " (Vector.foldr (fn (r, l) => Int.toString (Real.round r) :: l) [] (Array2.column (hinv, 4))))

(* region operations *)
val g = mkMat (5, 6, fn (i, j) => i * 10 + j)
val () = Array2.copy {src = {base = g, row = 1, col = 1, nrows = SOME 2, ncols = SOME 3}, dst = g, dst_row = 2, dst_col = 2}
val () = Array2.app Array2.RowMajor (fn x => print (Int.toString x ^ " ")) g
val () = pr ""
val s = Array2.fold Array2.ColMajor (fn (x, acc) => acc * 3 + x mod 7) 0 g
val () = pr ("fold colmajor: " ^ Int.toString s)
val () = pr (Int.toString (Array2.foldi Array2.RowMajor (fn (i, j, x, acc) => acc + i * j * x) 0 {base = g, row = 2, col = 3, nrows = NONE, ncols = SOME 2}))
val () = (ignore (Array2.sub (g, 5, 0)); pr "no exn") handle Subscript => pr "Subscript"
val () = (ignore (Array2.fromList [[1, 2], [3]]); pr "no exn") handle Size => pr "Size"
val f = Array2.fromList [[1, 2, 3], [4, 5, 6]]
val () = pr (Int.toString (Array2.nRows f) ^ "x" ^ Int.toString (Array2.nCols f) ^ " " ^ Int.toString (Array2.sub (f, 1, 2)))

(* RealArray and slices *)
val ra = RealArray.tabulate (10, fn i => Math.sqrt (real i))
val sl = RealArraySlice.slice (ra, 2, SOME 5)
val () = pr (fmt (RealArraySlice.foldl (op +) 0.0 sl) ^ " " ^ Int.toString (RealArraySlice.length sl))
val () = RealArraySlice.modify (fn x => x * x) sl
val () = pr (String.concatWith "," (RealArray.foldr (fn (x, l) => Real.fmt (StringCvt.FIX (SOME 2)) x :: l) [] ra))
val vs = VectorSlice.slice (Vector.tabulate (20, fn i => i * i), 5, SOME 10)
val () = pr (Int.toString (VectorSlice.foldr (op +) 0 vs) ^ " " ^ Int.toString (VectorSlice.sub (vs, 3))
             ^ " " ^ Int.toString (Vector.length (VectorSlice.vector (VectorSlice.subslice (vs, 2, SOME 4)))))
val () = case VectorSlice.findi (fn (_, x) => x > 100) vs of SOME (i, x) => pr (Int.toString i ^ ":" ^ Int.toString x) | NONE => pr "none"
val () = pr (Int.toString (Vector.foldl (op +) 0 (VectorSlice.concat [vs, VectorSlice.full (Vector.fromList [1000])])))
