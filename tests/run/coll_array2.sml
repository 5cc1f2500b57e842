(* Array2: construction, access, rows/columns, regions, both traversal
   orders, copy (overlapping too) and the exceptions of the spec. *)
fun ints l = "[" ^ String.concatWith "," (List.map Int.toString l) ^ "]"
fun show a =
  let val (r, c) = Array2.dimensions a
  in print (Int.toString r ^ "x" ^ Int.toString c ^ ":");
     Array2.appi Array2.RowMajor (fn (_, j, x) => print ((if j = 0 then " " else ",") ^ Int.toString x))
       {base = a, row = 0, col = 0, nrows = NONE, ncols = NONE};
     print "\n"
  end
fun exn f = (ignore (f ()); print "no exception\n") handle e => print (exnName e ^ "\n")
val m1 = length [1] - 2
val order = ref []
val a = Array2.tabulate Array2.ColMajor (3, 4, fn (i, j) => (order := (i, j) :: !order; 10 * i + j))
val _ = show a
val _ = print (String.concatWith " " (List.map (fn (i, j) => Int.toString i ^ Int.toString j) (rev (!order))) ^ "\n")
val _ = print (Int.toString (Array2.nRows a) ^ " " ^ Int.toString (Array2.nCols a) ^ " " ^ Int.toString (Array2.sub (a, 2, 3)) ^ "\n")
val _ = exn (fn () => Array2.sub (a, 3, 0))
val _ = exn (fn () => Array2.sub (a, 0, 4))
val _ = exn (fn () => Array2.update (a, m1, 0, 0))
val _ = Array2.update (a, 1, 1, 99)
val _ = print (ints (Vector.foldr (op ::) [] (Array2.row (a, 1))) ^ ints (Vector.foldr (op ::) [] (Array2.column (a, 1))) ^ "\n")
val _ = exn (fn () => Array2.row (a, 3))
val _ = exn (fn () => Array2.column (a, 4))
val b = Array2.fromList [[1, 2, 3], [4, 5, 6]]
val _ = show b
val _ = exn (fn () => Array2.fromList [[1, 2], [3]])
val _ = print (Int.toString (Array2.nRows (Array2.fromList ([] : int list list))) ^ "\n")
val _ = show (Array2.array (2, 2, 7))
val _ = exn (fn () => Array2.array (m1, 2, 0))
val _ = exn (fn () => Array2.tabulate Array2.RowMajor (2, m1, fn _ => 0))
val _ = print (ints (Array2.fold Array2.RowMajor (op ::) [] b) ^ ints (Array2.fold Array2.ColMajor (op ::) [] b) ^ "\n")
val _ = Array2.app Array2.ColMajor (fn x => print (Int.toString x)) b
val _ = print "\n"
val reg = {base = a, row = 1, col = 1, nrows = SOME 2, ncols = NONE}
val _ = print (Array2.foldi Array2.RowMajor (fn (i, j, x, s) => s ^ "(" ^ Int.toString i ^ "," ^ Int.toString j ^ ")=" ^ Int.toString x) "" reg ^ "\n")
val _ = print (Array2.foldi Array2.ColMajor (fn (i, j, x, s) => s ^ "(" ^ Int.toString i ^ "," ^ Int.toString j ^ ")=" ^ Int.toString x) "" reg ^ "\n")
val _ = exn (fn () => Array2.foldi Array2.RowMajor (fn (_, _, _, s) => s) 0 {base = a, row = 2, col = 0, nrows = SOME 2, ncols = NONE})
val _ = exn (fn () => Array2.foldi Array2.RowMajor (fn (_, _, _, s) => s) 0 {base = a, row = 0, col = 5, nrows = NONE, ncols = NONE})
val _ = exn (fn () => Array2.appi Array2.RowMajor (fn _ => ()) {base = a, row = m1, col = 0, nrows = NONE, ncols = NONE})
val _ = print (Int.toString (Array2.foldi Array2.RowMajor (fn (_, _, _, s) => s + 1) 0 {base = a, row = 3, col = 4, nrows = NONE, ncols = NONE}) ^ "\n")
val _ = Array2.modifyi Array2.ColMajor (fn (i, j, x) => x + 1000 * i) {base = a, row = 0, col = 2, nrows = NONE, ncols = SOME 1}
val _ = show a
val _ = Array2.modify Array2.RowMajor (fn x => x mod 100) a
val _ = show a
(* overlapping copy: shift a 2x3 block one down and one right *)
val _ = Array2.copy {src = {base = a, row = 0, col = 0, nrows = SOME 2, ncols = SOME 3}, dst = a, dst_row = 1, dst_col = 1}
val _ = show a
val _ = Array2.copy {src = {base = b, row = 0, col = 1, nrows = NONE, ncols = NONE}, dst = a, dst_row = 0, dst_col = 0}
val _ = show a
val _ = exn (fn () => Array2.copy {src = {base = b, row = 0, col = 0, nrows = NONE, ncols = NONE}, dst = a, dst_row = 2, dst_col = 0})
val _ = exn (fn () => Array2.copy {src = {base = b, row = 0, col = 0, nrows = NONE, ncols = NONE}, dst = a, dst_row = 0, dst_col = 2})
val _ = print (Bool.toString (a = a) ^ Bool.toString (a = Array2.array (3, 4, 0)) ^ "\n")
(* Poly/ML raises Subscript here; the spec allows a 0-row array. *)
val e = Array2.array (0, 3, 0)
val _ = print (Int.toString (Array2.nRows e) ^ " " ^ Int.toString (Array2.nCols e) ^ "\n")
