(* MPL-style program: dense matrix multiply on flat RealArrays (rows split
   with ForkJoin.par, inner loops through Unsafe), checked against a
   sequential Array2 multiply; a 1-D heat stencil double-buffered over
   RealArraySlice; results as RealVector via Vector.unsafeFromArray. *)
structure RA = RealArray
structure RAS = RealArraySlice

val n = 48
fun aAt (i, j) = real ((i + 2 * j) mod 7)
fun bAt (i, j) = real ((i * j + 1) mod 5) - 2.0

val a = RA.tabulate (n * n, fn k => aAt (k div n, k mod n))
val b = RA.tabulate (n * n, fn k => bAt (k div n, k mod n))

fun parRows (lo, hi) f =
  if hi - lo <= 4 then
    let fun loop i = if i >= hi then () else (f i; loop (i + 1)) in loop lo end
  else
    let val mid = (lo + hi) div 2
    in ignore (ForkJoin.par (fn () => parRows (lo, mid) f, fn () => parRows (mid, hi) f)) end

fun multiply (x : RA.array, y : RA.array) : RealVector.vector =
  let
    val c : real array = ForkJoin.alloc (n * n)
    val _ = parRows (0, n) (fn i =>
      let
        fun col j =
          if j >= n then ()
          else
            let
              fun dot (k, acc) = if k >= n then acc else dot (k + 1, acc + Unsafe.Array.sub (x, i * n + k) * Unsafe.Array.sub (y, k * n + j))
            in
              Unsafe.Array.update (c, i * n + j, dot (0, 0.0)); col (j + 1)
            end
      in
        col 0
      end)
  in
    Vector.unsafeFromArray c
  end

val c = multiply (a, b)
val a2 = Array2.tabulate Array2.RowMajor (n, n, aAt)
val b2 = Array2.tabulate Array2.ColMajor (n, n, bAt)
val c2 = Array2.tabulate Array2.RowMajor (n, n, fn (i, j) =>
  Vector.foldli (fn (k, x, acc) => acc + x * Array2.sub (b2, k, j)) 0.0 (Array2.row (a2, i)))
val same = Array2.foldi Array2.RowMajor (fn (i, j, x, ok) => ok andalso Real.== (x, RealVector.sub (c, i * n + j))) true
             {base = c2, row = 0, col = 0, nrows = NONE, ncols = NONE}
val _ = print ("multiply agrees with Array2: " ^ Bool.toString same ^ "\n")
val trace = List.foldl (fn (i, s) => s + RealVector.sub (c, i * n + i)) 0.0 (List.tabulate (n, fn i => i))
val _ = print ("trace " ^ Int.toString (Real.round trace) ^ " sum " ^ Int.toString (Real.round (RealVector.foldl op+ 0.0 c)) ^ "\n")
val _ = print ("c[5][7] " ^ Real.toString (RealVector.sub (c, 5 * n + 7)) ^ " row 0 max " ^ Real.toString (RealVector.foldl Real.max Real.negInf (VectorSlice.vector (VectorSlice.slice (c, 0, SOME n)))) ^ "\n")

(* heat: 64 cells, ends held at 100 and 0, 200 steps *)
val cells = 64
val cur = ref (RA.tabulate (cells, fn i => if i = 0 then 100.0 else 0.0))
val nxt = ref (RA.array (cells, 0.0))
fun step () =
  let
    val (u, w) = (!cur, !nxt)
    val inner = RAS.slice (w, 1, SOME (cells - 2))
  in
    RAS.modifyi (fn (k, _) => let val i = k + 1 in 0.25 * RA.sub (u, i - 1) + 0.5 * RA.sub (u, i) + 0.25 * RA.sub (u, i + 1) end) inner;
    RA.update (w, 0, 100.0);
    RA.update (w, cells - 1, 0.0);
    cur := w; nxt := u
  end
fun repeat 0 = () | repeat k = (step (); repeat (k - 1))
val _ = repeat 200
val heat = RA.vector (!cur)
val _ = print ("heat at 1, 8, 32: " ^ String.concatWith " " (List.map (fn i => Int.toString (Real.round (1000.0 * RealVector.sub (heat, i)))) [1, 8, 32]) ^ "\n")
val _ = print ("total heat x1000: " ^ Int.toString (Real.round (1000.0 * RealVector.foldl op+ 0.0 heat)) ^ "\n")
