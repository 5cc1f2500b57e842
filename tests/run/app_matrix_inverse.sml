(* Realistic program: dense linear algebra with reals.  A MATRIX signature
   implemented over Array2, Gauss-Jordan inversion with partial pivoting
   (Real.abs, exception Singular), determinant by elimination, solving
   linear systems, residual norms, Hilbert matrices and their conditioning,
   all printed with Real.fmt.  Negative zero is normalised before printing
   so that the output does not depend on rounding of exact zeros. *)

exception Singular of int   (* column with no usable pivot *)
exception Dimension of string

signature MATRIX =
sig
  type t
  val fromLists : real list list -> t
  val identity : int -> t
  val tabulate : int * int * (int * int -> real) -> t
  val rows : t -> int
  val cols : t -> int
  val sub : t * int * int -> real
  val mul : t * t -> t
  val sub' : t * t -> t
  val inverse : t -> t
  val det : t -> real
  val solve : t * real list -> real list
  val normInf : t -> real
  val toString : int -> t -> string
end

structure Matrix :> MATRIX =
struct
  type t = real Array2.array

  fun fromLists rs = Array2.fromList rs
  fun tabulate (m, n, f) = Array2.tabulate Array2.RowMajor (m, n, f)
  fun identity n = tabulate (n, n, fn (i, j) => if i = j then 1.0 else 0.0)
  val rows = Array2.nRows
  val cols = Array2.nCols
  fun sub (a, i, j) = Array2.sub (a, i, j)
  fun copy a = tabulate (rows a, cols a, fn (i, j) => sub (a, i, j))

  fun mul (a, b) =
    if cols a <> rows b then raise Dimension "mul"
    else tabulate (rows a, cols b, fn (i, j) =>
           let fun dot (k, s) = if k = cols a then s else dot (k + 1, s + sub (a, i, k) * sub (b, k, j))
           in dot (0, 0.0) end)

  fun sub' (a, b) = tabulate (rows a, cols a, fn (i, j) => sub (a, i, j) - sub (b, i, j))

  val eps = 1E~12

  fun swapRows (a, r1, r2) =
    if r1 = r2 then ()
    else Array2.appi Array2.RowMajor (fn (_, j, _) =>
           let val t = Array2.sub (a, r1, j) in
             Array2.update (a, r1, j, Array2.sub (a, r2, j)); Array2.update (a, r2, j, t)
           end) {base = a, row = 0, col = 0, nrows = SOME 1, ncols = NONE}

  (* index of the row >= k with the largest |a[i,k]| *)
  fun pivotRow (a, k) =
    let fun go (i, best) =
          if i = rows a then best
          else go (i + 1, if Real.abs (sub (a, i, k)) > Real.abs (sub (a, best, k)) then i else best)
    in go (k + 1, k) end

  fun inverse a0 =
    let
      val n = rows a0
      val () = if cols a0 <> n then raise Dimension "inverse of a non-square matrix" else ()
      val a = copy a0
      val inv = identity n
      fun eliminate k =
        if k = n then ()
        else
          let
            val p = pivotRow (a, k)
            val () = if Real.abs (sub (a, p, k)) < eps then raise Singular k else ()
            val () = (swapRows (a, k, p); swapRows (inv, k, p))
            val piv = sub (a, k, k)
            fun scale m = Array2.modifyi Array2.RowMajor (fn (_, _, x) => x / piv)
                                         {base = m, row = k, col = 0, nrows = SOME 1, ncols = NONE}
            fun clear m i f = Array2.modifyi Array2.RowMajor (fn (_, j, x) => x - f * sub (m, k, j))
                                             {base = m, row = i, col = 0, nrows = SOME 1, ncols = NONE}
          in
            scale a; scale inv;
            List.app (fn i => if i = k then ()
                              else let val f = sub (a, i, k) in clear a i f; clear inv i f end)
                     (List.tabulate (n, fn i => i));
            eliminate (k + 1)
          end
    in
      eliminate 0; inv
    end

  fun det a0 =
    let
      val n = rows a0
      val () = if cols a0 <> n then raise Dimension "determinant of a non-square matrix" else ()
      val a = copy a0
      fun go (k, acc) =
        if k = n then acc
        else
          let val p = pivotRow (a, k) in
            if Real.abs (sub (a, p, k)) < eps then 0.0
            else
              let
                val sign = if p = k then 1.0 else ~1.0
                val () = swapRows (a, k, p)
                val piv = sub (a, k, k)
              in
                List.app (fn i =>
                  let val f = sub (a, i, k) / piv in
                    Array2.modifyi Array2.RowMajor (fn (_, j, x) => x - f * sub (a, k, j))
                      {base = a, row = i, col = k, nrows = SOME 1, ncols = NONE}
                  end) (List.tabulate (n - k - 1, fn d => k + 1 + d));
                go (k + 1, acc * sign * piv)
              end
          end
    in
      go (0, 1.0)
    end

  fun solve (a, b) =
    let val x = mul (inverse a, fromLists (map (fn v => [v]) b))
    in List.tabulate (rows x, fn i => sub (x, i, 0)) end

  fun normInf a =
    List.foldl Real.max 0.0
      (List.tabulate (rows a, fn i => List.foldl (op +) 0.0 (List.tabulate (cols a, fn j => Real.abs (sub (a, i, j))))))

  fun fmt prec x =
    let val s = Real.fmt (StringCvt.FIX (SOME prec)) x
        val zero = Real.fmt (StringCvt.FIX (SOME prec)) 0.0
    in if s = "~" ^ zero then zero else s end

  fun toString prec a =
    String.concat (List.tabulate (rows a, fn i =>
      "  [" ^ String.concatWith " " (List.tabulate (cols a, fn j => StringCvt.padLeft #" " (prec + 5) (fmt prec (sub (a, i, j)))))
      ^ " ]\n"))
end

fun show title m = print (title ^ " (" ^ Int.toString (Matrix.rows m) ^ "x" ^ Int.toString (Matrix.cols m) ^ "):\n" ^ Matrix.toString 4 m)
fun showReal r = let val s = Real.fmt (StringCvt.SCI (SOME 3)) r in s end

fun report (name, m) =
  (print ("=== " ^ name ^ "\n");
   show "A" m;
   let
     val () = print ("det = " ^ Real.fmt (StringCvt.FIX (SOME 4)) (Matrix.det m) ^ "\n")
     val inv = Matrix.inverse m
     val residual = Matrix.normInf (Matrix.sub' (Matrix.mul (m, inv), Matrix.identity (Matrix.rows m)))
   in
     show "inverse" inv;
     print ("||A*inv - I|| < 1e-9: " ^ Bool.toString (residual < 1E~9) ^ "\n");
     print ("cond_inf = " ^ Real.fmt (StringCvt.FIX (SOME 2)) (Matrix.normInf m * Matrix.normInf inv) ^ "\n")
   end
   handle Singular k => print ("singular: no pivot in column " ^ Int.toString k ^ "\n")
        | Dimension what => print ("dimension error: " ^ what ^ "\n"))

val examples =
  [("2x2", Matrix.fromLists [[4.0, 7.0], [2.0, 6.0]]),
   ("needs pivoting", Matrix.fromLists [[0.0, 2.0, 1.0], [1.0, ~2.0, ~3.0], [~1.0, 1.0, 2.0]]),
   ("rank deficient", Matrix.fromLists [[1.0, 2.0, 3.0], [4.0, 5.0, 6.0], [7.0, 8.0, 9.0]]),
   ("zero column", Matrix.fromLists [[1.0, 0.0], [2.0, 0.0]]),
   ("not square", Matrix.fromLists [[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]),
   ("tridiagonal", Matrix.tabulate (5, 5, fn (i, j) => if i = j then 2.0 else if abs (i - j) = 1 then ~1.0 else 0.0)),
   ("rotation", let val t = Math.pi / 6.0 in
                  Matrix.fromLists [[Math.cos t, ~(Math.sin t)], [Math.sin t, Math.cos t]] end)]

val () = List.app report examples

(* a linear system *)
val a = Matrix.fromLists [[2.0, 1.0, ~1.0], [~3.0, ~1.0, 2.0], [~2.0, 1.0, 2.0]]
val x = Matrix.solve (a, [8.0, ~11.0, ~3.0])
val () = print ("solution of the 3x3 system: " ^ String.concatWith ", " (map (Real.fmt (StringCvt.FIX (SOME 6))) x) ^ "\n")
val () = print ("rounded: " ^ String.concatWith ", " (map (Int.toString o Real.round) x) ^ "\n")

(* Hilbert matrices get ill-conditioned quickly *)
fun hilbert n = Matrix.tabulate (n, n, fn (i, j) => 1.0 / real (i + j + 1))
val () = List.app (fn n =>
  let
    val h = hilbert n
    val hi = Matrix.inverse h
    val cond = Matrix.normInf h * Matrix.normInf hi
  in
    print ("hilbert " ^ Int.toString n ^ ": cond ~ 10^" ^ Int.toString (Real.floor (Math.log10 cond))
           ^ ", inverse corner " ^ Int.toString (Real.round (Matrix.sub (hi, n - 1, n - 1))) ^ "\n")
  end) [2, 3, 4, 5, 6]
val () = print ("largest entry of inv(H4): " ^ Real.fmt (StringCvt.FIX (SOME 1))
                  (let val hi = Matrix.inverse (hilbert 4) in
                     foldl Real.max 0.0 (List.tabulate (16, fn k => Real.abs (Matrix.sub (hi, k div 4, k mod 4)))) end) ^ "\n")
