(* MPL-style program: parallel merge sort over array slices (split,
   binary-search merge, ForkJoin.par), keys from a Word64 hash in the style
   of mpllib's Util.hash (with MLton.Word64.rol), checked against
   insertion-sorted small cases and by a sortedness reduction. *)
structure A = Array
structure AS = ArraySlice
structure W = Word64

(* a 64-bit constant from two 32-bit halves *)
fun c64 (hi, lo) = W.orb (W.<< (W.fromInt hi, 0w32), W.fromInt lo)

fun hash64 (x : W.word) : W.word =
  let
    val x = W.* (W.xorb (x, W.>> (x, 0w33)), c64 (0x62a9d9ed, 0x799705f5))
    val x = W.xorb (MLton.Word64.rol (x, 0w17), W.>> (x, 0w28))
    val x = W.* (x, c64 (0x4be98134, 0xa5976fd3))
  in
    W.xorb (x, W.>> (x, 0w31))
  end

fun key i = W.toInt (W.>> (hash64 (W.fromInt i), 0w34))

(* the number of elements of sorted slice s that are < x (or <= x) *)
fun rank cmp s x =
  let
    fun loop (lo, hi) =
      if lo >= hi then lo
      else
        let val mid = lo + (hi - lo) div 2
        in if cmp (AS.sub (s, mid), x) then loop (mid + 1, hi) else loop (lo, mid) end
  in
    loop (0, AS.length s)
  end

(* merges sorted slices s and t into dst starting at di *)
fun merge (s, t, dst, di) =
  if AS.length s + AS.length t <= 512 then
    let
      val (sa, si, sn) = AS.base s
      val (ta, ti, tn) = AS.base t
      fun loop (i, j, k) =
        if i < sn andalso (j >= tn orelse Unsafe.Array.sub (sa, si + i) <= Unsafe.Array.sub (ta, ti + j))
        then (Unsafe.Array.update (dst, k, Unsafe.Array.sub (sa, si + i)); loop (i + 1, j, k + 1))
        else if j < tn then (Unsafe.Array.update (dst, k, Unsafe.Array.sub (ta, ti + j)); loop (i, j + 1, k + 1))
        else ()
    in
      loop (0, 0, di)
    end
  else if AS.length s < AS.length t then merge (t, s, dst, di)
  else
    let
      val m = AS.length s div 2
      val x = AS.sub (s, m)
      val r = rank (op <) t x
      val _ =
        ForkJoin.par
          (fn () => merge (AS.subslice (s, 0, SOME m), AS.subslice (t, 0, SOME r), dst, di),
           fn () => merge (AS.subslice (s, m, NONE), AS.subslice (t, r, NONE), dst, di + m + r))
    in
      ()
    end

(* sorts slice s in place, using t (a slice of the same length) as
   scratch space *)
fun msort (s : int AS.slice) (t : int AS.slice) =
  let val n = AS.length s
  in
    if n <= 16 then
      (* insertion sort *)
      let
        fun ins i =
          if i >= n then ()
          else
            let
              val x = AS.sub (s, i)
              fun shift j = if j > 0 andalso AS.sub (s, j - 1) > x then (AS.update (s, j, AS.sub (s, j - 1)); shift (j - 1)) else j
            in
              AS.update (s, shift i, x); ins (i + 1)
            end
      in
        ins 1
      end
    else
      let
        val h = n div 2
        fun halves x = (AS.subslice (x, 0, SOME h), AS.subslice (x, h, NONE))
        val (sl, sr) = halves s
        val (tl, tr) = halves t
        val _ = ForkJoin.par (fn () => msort sl tl, fn () => msort sr tr)
        val (tbase, tstart, _) = AS.base t
        val _ = AS.copy {src = s, dst = tbase, di = tstart}
        val (base, start, _) = AS.base s
      in
        merge (tl, tr, base, start)
      end
  end

fun sort a = msort (AS.full a) (AS.full (A.array (A.length a, 0)))

fun isSorted a = SeqBasis.reduce 1000 (fn (x, y) => x andalso y) true (1, A.length a) (fn i => A.sub (a, i - 1) <= A.sub (a, i))

val n = 20000
val a = SeqBasis.tabulate 1000 (0, n) key
val before_sum = A.foldl op+ 0 a
val _ = sort a
val _ = print ("sorted: " ^ Bool.toString (isSorted a) ^ "\n")
val _ = print ("same sum: " ^ Bool.toString (A.foldl op+ 0 a = before_sum) ^ "\n")
val _ = print ("min " ^ Int.toString (A.sub (a, 0)) ^ " max " ^ Int.toString (A.sub (a, n - 1)) ^ " median " ^ Int.toString (A.sub (a, n div 2)) ^ "\n")
val small = A.fromList [5, 3, 9, 1, 1, 8, 2, 7, 0, 6, 4, 3, 12, 11, 10, 15, 14, 13, 19, 18, 17, 16]
val _ = sort small
val _ = print (String.concatWith " " (A.foldr (fn (x, l) => Int.toString x :: l) [] small) ^ "\n")
val dups = SeqBasis.filter 1000 (1, n) (fn i => A.sub (a, i)) (fn i => A.sub (a, i) = A.sub (a, i - 1))
val _ = print ("equal neighbours: " ^ Int.toString (A.length dups) ^ "\n")
val v = Vector.unsafeFromArray a
val _ = print ("vector: " ^ Int.toString (Vector.length v) ^ " " ^ Int.toString (Vector.sub (v, 12345)) ^ "\n")
