(* bench/seq/quicksort.sml: in-place quicksort (Hoare partition, middle
   pivot) of an int array, repeated; measures array access (bounds-checked
   Array.sub/update) and loops.  Arguments: n elements, r repetitions
   (sizes: SEQ_SIZES in bench/run.py).
   Prints "quicksort CHECKSUM" (BenchUtil.mix over every sorted array);
   quicksort.c and quicksort.ml print the same. *)
open BenchUtil

fun qsort (a, lo, hi) =
  if hi - lo < 1 then ()
  else
    let
      val p = Array.sub (a, lo + (hi - lo) div 2)
      fun part (i, j) =
        let
          fun up i = if Array.sub (a, i) < p then up (i + 1) else i
          fun down j = if Array.sub (a, j) > p then down (j - 1) else j
          val i = up i
          val j = down j
        in
          if i >= j then j
          else
            let val t = Array.sub (a, i)
            in Array.update (a, i, Array.sub (a, j)); Array.update (a, j, t); part (i + 1, j - 1) end
        end
      val m = part (lo, hi)
    in
      qsort (a, lo, m); qsort (a, m + 1, hi)
    end

val n = arg 0
val r = arg 1
val a = Array.array (n, 0)
fun fill (i, s) = if i >= n then s else let val s' = next s in Array.update (a, i, s' mod 1000000); fill (i + 1, s') end
fun hash (i, h) = if i >= n then h else hash (i + 1, mix (h, Array.sub (a, i)))
fun rep (i, s, h) =
  if i >= r then h
  else let val s' = fill (0, s) in qsort (a, 0, n - 1); rep (i + 1, s', hash (0, h)) end
val () = print ("quicksort " ^ Int.toString (rep (0, seed, 0)) ^ "\n")
