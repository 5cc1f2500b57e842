(* The Array2 structure (signature ARRAY2): mutable two-dimensional arrays,
   in SML over Array.

   Owns: the representation of 'a Array2.array and of regions.
   Invariants: an array is a record {data, rows, cols} with rows, cols >= 0
   and Array.length data = rows * cols, element (i, j) at
   data[i * cols + j] (row-major); `data` is never shared between two
   Array2 arrays, so the record's equality is identity, at every element
   type (a record, not a datatype, so that real Array2.array admits
   equality too, as RealArray2's eqtype array requires).  Every function checks its indices and
   regions before touching an element, raising Subscript (bad index or
   region) or Size (bad dimensions) as the Basis Library specifies. *)

signature ARRAY2 =
sig
  eqtype 'a array
  type 'a region = {base : 'a array, row : int, col : int, nrows : int option, ncols : int option}
  datatype traversal = RowMajor | ColMajor
  val array : int * int * 'a -> 'a array
  val fromList : 'a list list -> 'a array
  val tabulate : traversal -> int * int * (int * int -> 'a) -> 'a array
  val sub : 'a array * int * int -> 'a
  val update : 'a array * int * int * 'a -> unit
  val dimensions : 'a array -> int * int
  val nCols : 'a array -> int
  val nRows : 'a array -> int
  val row : 'a array * int -> 'a Vector.vector
  val column : 'a array * int -> 'a Vector.vector
  val copy : {src : 'a region, dst : 'a array, dst_row : int, dst_col : int} -> unit
  val appi : traversal -> (int * int * 'a -> unit) -> 'a region -> unit
  val app : traversal -> ('a -> unit) -> 'a array -> unit
  val modifyi : traversal -> (int * int * 'a -> 'a) -> 'a region -> unit
  val modify : traversal -> ('a -> 'a) -> 'a array -> unit
  val foldi : traversal -> (int * int * 'a * 'b -> 'b) -> 'b -> 'a region -> 'b
  val fold : traversal -> ('a * 'b -> 'b) -> 'b -> 'a array -> 'b
end

structure Array2 : ARRAY2 =
struct
  type 'a array = {data : 'a Array.array, rows : int, cols : int}
  type 'a region = {base : 'a array, row : int, col : int, nrows : int option, ncols : int option}
  datatype traversal = RowMajor | ColMajor

  fun usub (a, i) = SkeinPrim.arrayUnsafeSub (a, i)
  fun uupdate (a, i, x) = SkeinPrim.arrayUnsafeUpdate (a, i, x)

  (* rows * cols, or Size when negative or too large. *)
  fun checkedSize (rows, cols) =
    if rows < 0 orelse cols < 0 then raise Size
    else if cols > 0 andalso rows > Array.maxLen div cols then raise Size
    else rows * cols

  (* Visits every (i, j) of the rows r0 .. r0+nr-1 and columns c0 .. c0+nc-1
     in the order of the traversal, threading an accumulator. *)
  fun walk RowMajor (r0, c0, nr, nc) f b =
        let
          fun loop (i, j, acc) =
            if i >= r0 + nr then acc
            else if j >= c0 + nc then loop (i + 1, c0, acc)
            else loop (i, j + 1, f (i, j, acc))
        in
          if nc = 0 then b else loop (r0, c0, b)
        end
    | walk ColMajor (r0, c0, nr, nc) f b =
        let
          fun loop (i, j, acc) =
            if j >= c0 + nc then acc
            else if i >= r0 + nr then loop (r0, j + 1, acc)
            else loop (i + 1, j, f (i, j, acc))
        in
          if nr = 0 then b else loop (r0, c0, b)
        end

  fun tabulate trav (rows, cols, f) =
    let
      val data = SkeinPrim.arrayAlloc (checkedSize (rows, cols))
    in
      walk trav (0, 0, rows, cols) (fn (i, j, ()) => uupdate (data, i * cols + j, f (i, j))) ();
      {data = data, rows = rows, cols = cols}
    end

  fun array (rows, cols, x) = tabulate RowMajor (rows, cols, fn _ => x)

  fun fromList [] : 'a array = {data = Array.fromList [], rows = 0, cols = 0}
    | fromList (l as r :: _) =
        let
          val cols = List.length r
        in
          if List.all (fn r => List.length r = cols) l
          then {data = Array.fromList (List.concat l), rows = List.length l, cols = cols}
          else raise Size
        end

  fun sub ({data, rows, cols} : 'a array, i, j) =
    if i < 0 orelse i >= rows orelse j < 0 orelse j >= cols then raise Subscript
    else usub (data, i * cols + j)

  fun update ({data, rows, cols} : 'a array, i, j, x) =
    if i < 0 orelse i >= rows orelse j < 0 orelse j >= cols then raise Subscript
    else uupdate (data, i * cols + j, x)

  fun dimensions ({rows, cols, ...} : 'a array) = (rows, cols)
  fun nRows ({rows, ...} : 'a array) = rows
  fun nCols ({cols, ...} : 'a array) = cols

  fun row ({data, rows, cols} : 'a array, i) =
    if i < 0 orelse i >= rows then raise Subscript
    else Vector.tabulate (cols, fn j => usub (data, i * cols + j))

  fun column ({data, rows, cols} : 'a array, j) =
    if j < 0 orelse j >= cols then raise Subscript
    else Vector.tabulate (rows, fn i => usub (data, i * cols + j))

  (* (row, col, nrows, ncols) of a region, checked against its base. *)
  fun resolve ({base = {rows, cols, ...}, row, col, nrows, ncols} : 'a region) =
    let
      val nr = case nrows of SOME n => n | NONE => rows - row
      val nc = case ncols of SOME n => n | NONE => cols - col
    in
      if row < 0 orelse col < 0 orelse row > rows orelse col > cols
         orelse nr < 0 orelse nc < 0 orelse nr > rows - row orelse nc > cols - col
      then raise Subscript
      else (row, col, nr, nc)
    end

  fun foldi trav f b (reg as {base = {data, cols, ...}, ...} : 'a region) =
    walk trav (resolve reg) (fn (i, j, acc) => f (i, j, usub (data, i * cols + j), acc)) b

  fun appi trav f reg = foldi trav (fn (i, j, x, ()) => f (i, j, x)) () reg

  fun modifyi trav f (reg as {base = {data, cols, ...}, ...} : 'a region) =
    walk trav (resolve reg) (fn (i, j, ()) => let val k = i * cols + j in uupdate (data, k, f (i, j, usub (data, k))) end) ()

  fun whole a = {base = a, row = 0, col = 0, nrows = NONE, ncols = NONE}
  fun fold trav f b a = foldi trav (fn (_, _, x, acc) => f (x, acc)) b (whole a)
  fun app trav f a = appi trav (fn (_, _, x) => f x) (whole a)
  fun modify trav f a = modifyi trav (fn (_, _, x) => f x) (whole a)

  (* Through a temporary copy of the source region, so that overlapping
     source and destination (the same array) work. *)
  fun copy {src : 'a region, dst = {data = ddata, rows = drows, cols = dcols}, dst_row, dst_col} =
    let
      val (r0, c0, nr, nc) = resolve src
      val {data = sdata, cols = scols, ...} = #base src
    in
      if dst_row < 0 orelse dst_col < 0 orelse nr > drows - dst_row orelse nc > dcols - dst_col then raise Subscript
      else
        let
          val tmp = Array.tabulate (nr * nc, fn k => usub (sdata, (r0 + k div nc) * scols + c0 + k mod nc))
        in
          walk RowMajor (0, 0, nr, nc) (fn (i, j, ()) => uupdate (ddata, (dst_row + i) * dcols + dst_col + j, usub (tmp, i * nc + j))) ()
        end
    end
end
