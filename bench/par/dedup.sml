(* bench/par/dedup.sml: parallel deduplication of strings through a shared
   lock-free hash set, MPL's entangled "dedup": n keys "k<j>" with j =
   BenchUtil.hash (i, n div 4), each built by the iteration that inserts it
   (ForkJoin.parform, grain-free), are inserted into one open-addressing
   table of string options by compare-and-swap.  A probe that meets a key
   another task inserted reads that task's string: an entangled read, so
   the runtime pins the string (runtime/gc/barrier.c); the benchmark
   measures what that costs.  Argument: n (sizes: PAR_SIZES in
   bench/run.py).  Prints "dedup N DISTINCT CHECKSUM" (the checksum sums a
   hash of every distinct key, so it does not depend on the table's order). *)
open BenchUtil
val n = arg 0
val capacity = let fun up c = if c >= 2 * n then c else up (2 * c) in up 16 end
val table : string option array = Array.array (capacity, NONE)
fun strHash s =
  let fun loop (k, h) = if k >= size s then h else loop (k + 1, (h * 31 + ord (String.sub (s, k))) mod 1000000007)
  in loop (0, 7) end
fun insert s =
  let
    fun probe j =
      case Array.sub (table, j) of
        NONE =>
          (case MLton.Parallel.arrayCompareAndSwap (table, j) (NONE, SOME s) of
             NONE => ()
           | SOME _ => probe j)
      | SOME t => if t = s then () else probe ((j + 1) mod capacity)
  in probe (strHash s mod capacity) end
val () = ForkJoin.parform (0, n) (fn i => insert ("k" ^ Int.toString (hash (i, Int.max (1, n div 4)))))
val (distinct, checksum) =
  Array.foldl (fn (NONE, acc) => acc | (SOME s, (d, c)) => (d + 1, (c + strHash s) mod 1000000007)) (0, 0) table
val () = print ("dedup " ^ Int.toString n ^ " " ^ Int.toString distinct ^ " " ^ Int.toString checksum ^ "\n")
