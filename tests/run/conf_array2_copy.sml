(* Array2.copy between overlapping regions of one array in every
   direction, empty and out-of-range regions (Subscript). *)
fun p s = print (s ^ "\n")
fun show a = String.concatWith "/" (List.tabulate (Array2.nRows a, fn i => String.concatWith "," (List.tabulate (Array2.nCols a, fn j => Int.toString (Array2.sub (a, i, j))))))
fun mk () = Array2.tabulate Array2.RowMajor (4, 4, fn (i, j) => i * 10 + j)
val _ = List.app (fn (r, c, nr, nc, dr, dc) => let val a = mk () in (Array2.copy {src = {base = a, row = r, col = c, nrows = nr, ncols = nc}, dst = a, dst_row = dr, dst_col = dc}; p (show a)) handle Subscript => p "Subscript" end)
  [(1, 1, SOME 2, SOME 2, 0, 0), (0, 0, SOME 3, SOME 3, 1, 1), (1, 0, NONE, NONE, 0, 0), (0, 0, SOME 3, NONE, 1, 0), (0, 1, NONE, SOME 3, 0, 0), (0, 0, NONE, SOME 3, 0, 1), (2, 2, NONE, NONE, 3, 3), (2, 2, NONE, NONE, 1, 3), (0, 4, NONE, NONE, 0, 0), (4, 0, NONE, NONE, 0, 0)]
val a = mk ()
val _ = p (Int.toString (Array2.foldi Array2.RowMajor (fn (i, j, x, acc) => acc + x) 0 {base = a, row = 4, col = 4, nrows = NONE, ncols = NONE}))
val _ = p ((Int.toString (Array2.foldi Array2.RowMajor (fn (i, j, x, acc) => acc + x) 0 {base = a, row = 0, col = 0, nrows = SOME 5, ncols = NONE})) handle Subscript => "Subscript")
val _ = p ((Int.toString (Array2.foldi Array2.RowMajor (fn (i, j, x, acc) => acc + x) 0 {base = a, row = ~1, col = 0, nrows = NONE, ncols = NONE})) handle Subscript => "Subscript")
val _ = p ((Int.toString (Array2.foldi Array2.RowMajor (fn (i, j, x, acc) => acc + x) 0 {base = a, row = 0, col = 0, nrows = SOME ~1, ncols = NONE})) handle Subscript => "Subscript")
