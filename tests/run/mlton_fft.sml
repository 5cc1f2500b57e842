(* Fast Fourier transform (iterative radix-2 with bit reversal) on
   RealArray pairs, checked against a naive DFT, used for polynomial
   multiplication of big numbers (digit convolution) compared with IntInf. *)
fun pr s = print (s ^ "\n")

fun bitReverse (re : RealArray.array, im : RealArray.array) =
  let
    val n = RealArray.length re
    fun swap (a, i, j) = let val t = RealArray.sub (a, i) in RealArray.update (a, i, RealArray.sub (a, j)); RealArray.update (a, j, t) end
    fun loop (i, j) =
      if i >= n - 1 then ()
      else
        let
          val () = if i < j then (swap (re, i, j); swap (im, i, j)) else ()
          fun adjust (k, j) = if k <= j then adjust (k div 2, j - k) else j + k
        in loop (i + 1, adjust (n div 2, j)) end
  in loop (0, 0) end

fun fft (re, im, inverse) =
  let
    val n = RealArray.length re
    val () = bitReverse (re, im)
    val sign = if inverse then 1.0 else ~1.0
    fun stage len =
      if len > n then ()
      else
        let
          val ang = sign * 2.0 * Math.pi / real len
          val (wr, wi) = (Math.cos ang, Math.sin ang)
          fun block start =
            if start >= n then ()
            else
              let
                fun bfly (k, cr, ci) =
                  if k >= len div 2 then ()
                  else
                    let
                      val a = start + k and b = start + k + len div 2
                      val xr = RealArray.sub (re, b) * cr - RealArray.sub (im, b) * ci
                      val xi = RealArray.sub (re, b) * ci + RealArray.sub (im, b) * cr
                    in
                      RealArray.update (re, b, RealArray.sub (re, a) - xr);
                      RealArray.update (im, b, RealArray.sub (im, a) - xi);
                      RealArray.update (re, a, RealArray.sub (re, a) + xr);
                      RealArray.update (im, a, RealArray.sub (im, a) + xi);
                      bfly (k + 1, cr * wr - ci * wi, cr * wi + ci * wr)
                    end
              in bfly (0, 1.0, 0.0); block (start + len) end
        in block 0; stage (len * 2) end
  in
    stage 2;
    if inverse then (RealArray.modify (fn x => x / real n) re; RealArray.modify (fn x => x / real n) im) else ()
  end

fun dft (re : RealArray.array, im : RealArray.array) =
  let
    val n = RealArray.length re
    val outR = RealArray.array (n, 0.0) and outI = RealArray.array (n, 0.0)
  in
    RealArray.appi (fn (k, _) =>
      let
        fun sum (t, sr, si) =
          if t = n then (sr, si)
          else let val ang = ~2.0 * Math.pi * real (t * k) / real n
                   val (c, s) = (Math.cos ang, Math.sin ang)
               in sum (t + 1, sr + RealArray.sub (re, t) * c - RealArray.sub (im, t) * s,
                              si + RealArray.sub (re, t) * s + RealArray.sub (im, t) * c) end
        val (r, i) = sum (0, 0.0, 0.0)
      in RealArray.update (outR, k, r); RealArray.update (outI, k, i) end) re;
    (outR, outI)
  end

val n = 64
val re = RealArray.tabulate (n, fn i => Math.sin (real i * 0.3) + 0.5 * Math.cos (real i * 1.7))
val im = RealArray.tabulate (n, fn i => if i mod 7 = 0 then 1.0 else 0.0)
val (dr, di) = dft (re, im)
val fr = RealArray.tabulate (n, fn i => RealArray.sub (re, i)) and fi = RealArray.tabulate (n, fn i => RealArray.sub (im, i))
val () = fft (fr, fi, false)
val err = RealArray.foldli (fn (i, x, m) => Real.max (m, Real.max (Real.abs (x - RealArray.sub (dr, i)), Real.abs (RealArray.sub (fi, i) - RealArray.sub (di, i))))) 0.0 fr
val () = pr ("fft vs dft error < 1e-9: " ^ Bool.toString (err < 1E~9))
val () = pr ("X[0] = " ^ Real.fmt (StringCvt.FIX (SOME 6)) (RealArray.sub (fr, 0)) ^ " " ^ Real.fmt (StringCvt.FIX (SOME 6)) (RealArray.sub (fi, 0)))
val () = pr ("|X[5]| = " ^ Real.fmt (StringCvt.FIX (SOME 6)) (Math.sqrt (RealArray.sub (fr, 5) * RealArray.sub (fr, 5) + RealArray.sub (fi, 5) * RealArray.sub (fi, 5))))
val () = fft (fr, fi, true)
val rt = RealArray.foldli (fn (i, x, m) => Real.max (m, Real.abs (x - RealArray.sub (re, i)))) 0.0 fr
val () = pr ("round trip error < 1e-12: " ^ Bool.toString (rt < 1E~12))

(* big number multiplication through FFT convolution in base 10 *)
fun digits s = map (fn c => ord c - ord #"0") (rev (explode s))
fun mulStrings (a, b) =
  let
    val da = digits a and db = digits b
    fun pow2 k = if k >= length da + length db then k else pow2 (k * 2)
    val size = pow2 1
    fun load ds = let val r = RealArray.array (size, 0.0) in ListPair.app (fn (i, d) => RealArray.update (r, i, real d)) (List.tabulate (length ds, fn i => i), ds); r end
    val ar = load da and ai = RealArray.array (size, 0.0)
    val br = load db and bi = RealArray.array (size, 0.0)
    val () = fft (ar, ai, false)
    val () = fft (br, bi, false)
    val cr = RealArray.tabulate (size, fn i => RealArray.sub (ar, i) * RealArray.sub (br, i) - RealArray.sub (ai, i) * RealArray.sub (bi, i))
    val ci = RealArray.tabulate (size, fn i => RealArray.sub (ar, i) * RealArray.sub (bi, i) + RealArray.sub (ai, i) * RealArray.sub (br, i))
    val () = fft (cr, ci, true)
    val coeffs = List.tabulate (size, fn i => Real.round (RealArray.sub (cr, i)))
    fun carry ([], 0, acc) = acc
      | carry ([], c, acc) = carry ([], c div 10, chr (c mod 10 + ord #"0") :: acc)
      | carry (x :: xs, c, acc) = let val v = x + c in carry (xs, v div 10, chr (v mod 10 + ord #"0") :: acc) end
    val s = implode (carry (coeffs, 0, []))
    val s = Substring.string (Substring.dropl (fn c => c = #"0") (Substring.full s))
  in if s = "" then "0" else s end

val a = IntInf.toString (IntInf.pow (3, 200) + 12345)
val b = IntInf.toString (IntInf.pow (7, 150) - 999)
val viaFFT = mulStrings (a, b)
val viaInf = IntInf.toString (valOf (IntInf.fromString a) * valOf (IntInf.fromString b))
val () = pr ("product digits " ^ Int.toString (size viaFFT) ^ ", agrees with IntInf: " ^ Bool.toString (viaFFT = viaInf))
val () = pr (String.substring (viaFFT, 0, 30) ^ "..." ^ String.extract (viaFFT, size viaFFT - 10, NONE))
