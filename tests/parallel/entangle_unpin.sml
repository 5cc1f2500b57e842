(* parallel-only *)
(* Pins are released at the join of the entangled tasks' lowest common
   ancestor (gc/barrier.c, UNPINNING), not only when the whole parallel
   phase ends: inside the left branch of an outer par, an inner par's left
   branch polls a ref until its right branch publishes a list there (an
   entangled read: the list is pinned, with the heap of the outer left
   branch as unpin depth); right after the inner join nothing is pinned any
   more, while the outer par is still running.  The outer right branch
   allocates meanwhile, so collections run while the list is pinned. *)
val r : int list ref = ref []
fun garbage n = let fun go (0, acc) = acc | go (k, acc) = go (k - 1, acc + length (List.tabulate (k mod 7, fn i => i))) in go (n, 0) end
fun spin k = if k = 0 then ~1 else (case !r of [] => (ignore (garbage 3); spin (k - 1)) | l => foldl op+ 0 l)
fun publish () = (r := List.tabulate (100, fn i => i * 3); garbage 3000)
fun inner () =
  let
    val (a, b) = ForkJoin.par (fn () => spin 2000000000, publish)
    val pinnedAfter = MPL.GC.bytesPinnedEntangled ()
  in
    (a, b, pinnedAfter = 0, MPL.GC.bytesPinnedEntangledWatermark () >= 100 * 24)
  end
val ((a, b, unpinned, wasPinned), c) = ForkJoin.par (inner, fn () => garbage 20000)
val () = print ("read across tasks: " ^ Int.toString a ^ ", " ^ Int.toString b ^ ", " ^ Int.toString c ^ "\n")
val () = print ("pinned during the inner par: " ^ Bool.toString wasPinned ^ "\n")
val () = print ("unpinned at the inner join: " ^ Bool.toString unpinned ^ "\n")
