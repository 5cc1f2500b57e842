(* bench/par/quickhull.sml: parallel quickhull (MPL-style): n points with
   coordinates hash / 10^6 in the unit square (real arrays); the leftmost
   and rightmost points split the set, and each side recursively takes the
   point farthest from its edge (parallel reduce), filters the points
   outside the two new edges (ParUtil.filter) and recurses on both in
   parallel.  Argument: n (sizes: PAR_SIZES in bench/run.py;
   the issue asks for 10^7).  Prints
   "quickhull N HULLSIZE CHECKSUM" (BenchUtil.mix over the hull's point
   indices in order). *)
open BenchUtil
val n = arg 0
val xs = ParUtil.tabulate (n, fn i => Real.fromInt (hash (2 * i, 1000000)) / 1000000.0)
val ys = ParUtil.tabulate (n, fn i => Real.fromInt (hash (2 * i + 1, 1000000)) / 1000000.0)

(* twice the signed area of (a, b, p): > 0 when p is left of a -> b *)
fun cross (a, b, p) =
  let val ax = Array.sub (xs, a) and ay = Array.sub (ys, a)
  in (Array.sub (xs, b) - ax) * (Array.sub (ys, p) - ay) - (Array.sub (ys, b) - ay) * (Array.sub (xs, p) - ax) end

(* the hull points strictly left of a -> b among pts, from a towards b
   (a and b excluded) *)
fun hull (a, b, pts : int array) : int list =
  let val m = Array.length pts
  in
    if m = 0 then []
    else
      let
        fun better (i, j) =
          if i < 0 then j else if j < 0 then i
          else
            let val ci = cross (a, b, i) and cj = cross (a, b, j)
            in if ci > cj orelse (Real.== (ci, cj) andalso i < j) then i else j end
        val p = ParUtil.reduce (0, m) (~1, fn k => Array.sub (pts, k), better)
        val s1 = ParUtil.filter (fn q => cross (a, p, q) > 0.0) pts
        val s2 = ParUtil.filter (fn q => cross (p, b, q) > 0.0) pts
        val (h1, h2) = ForkJoin.par (fn () => hull (a, p, s1), fn () => hull (p, b, s2))
      in
        h1 @ (p :: h2)
      end
  end

val all = ParUtil.tabulate (n, fn i => i)
fun extreme cmp = ParUtil.reduce (0, n) (0, fn i => i, fn (i, j) => if cmp (i, j) then i else j)
val l = extreme (fn (i, j) => Array.sub (xs, i) < Array.sub (xs, j) orelse (Real.== (Array.sub (xs, i), Array.sub (xs, j)) andalso i < j))
val r = extreme (fn (i, j) => Array.sub (xs, i) > Array.sub (xs, j) orelse (Real.== (Array.sub (xs, i), Array.sub (xs, j)) andalso i < j))
val (upper, lower) =
  ForkJoin.par (fn () => hull (l, r, ParUtil.filter (fn q => cross (l, r, q) > 0.0) all),
                fn () => hull (r, l, ParUtil.filter (fn q => cross (r, l, q) > 0.0) all))
val h = l :: upper @ (r :: lower)
val () = print ("quickhull " ^ Int.toString n ^ " " ^ Int.toString (length h) ^ " " ^ Int.toString (foldl (fn (i, acc) => mix (acc, i)) 0 h) ^ "\n")
