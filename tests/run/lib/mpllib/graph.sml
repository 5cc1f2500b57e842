(* Graphs in compressed sparse row form, as mpllib's AdjacencyGraph:
   offsets (n + 1) and neighbours, both vectors. *)
structure AdjacencyGraph =
struct
  type vertex = int
  type graph = int vector * int vector

  fun numVertices ((offsets, _) : graph) = Vector.length offsets - 1
  fun numEdges ((_, nbrs) : graph) = Vector.length nbrs
  fun degree ((offsets, _) : graph) v = Vector.sub (offsets, v + 1) - Vector.sub (offsets, v)
  fun neighbors ((offsets, nbrs) : graph) v =
    VectorSlice.slice (nbrs, Vector.sub (offsets, v), SOME (Vector.sub (offsets, v + 1) - Vector.sub (offsets, v)))

  (* from a sequence of directed edges (u, v): counting sort by source,
     then each vertex's neighbours sorted and deduplicated *)
  fun fromEdges n (edges : (int * int) ArraySlice.slice) : graph =
    let
      val (sorted, offs) = CountingSort.sort edges (fn i => #1 (ArraySlice.sub (edges, i))) n
      val lists = SeqBasis.tabulate 100 (0, n) (fn v =>
        let
          val seg = ArraySlice.subslice (sorted, Array.sub (offs, v), SOME (Array.sub (offs, v + 1) - Array.sub (offs, v)))
          val targets = ArraySlice.full (Array.tabulate (ArraySlice.length seg, fn i => #2 (ArraySlice.sub (seg, i))))
          val _ = Quicksort.insertionSort Int.compare targets
          val l = ArraySlice.foldr (fn (x, acc) => case acc of y :: _ => if x = y then acc else x :: acc | [] => [x]) [] targets
        in
          List.filter (fn u => u <> v) l
        end)
      val degs = SeqBasis.tabulate 1000 (0, n) (fn v => List.length (Array.sub (lists, v)))
      val offsets = SeqBasis.scan 1000 op+ 0 (0, n) (fn v => Unsafe.Array.sub (degs, v))
      val nbrs = ForkJoin.alloc (Array.sub (offsets, n))
      val _ = ForkJoin.parfor 100 (0, n) (fn v =>
        ignore (List.foldl (fn (u, k) => (Array.update (nbrs, k, u); k + 1)) (Array.sub (offsets, v)) (Array.sub (lists, v))))
    in
      (Vector.unsafeFromArray offsets, Vector.unsafeFromArray nbrs)
    end

  (* a random symmetric graph: each vertex gets d random neighbours *)
  fun randSymmetric seed n d =
    let
      val m = n * d
      val edges = SeqBasis.tabulate 1000 (0, 2 * m) (fn k =>
        let
          val i = k div 2
          val u = i div d
          val v = Util.hash2 (seed, i) mod n
        in
          if k mod 2 = 0 then (u, v) else (v, u)
        end)
    in
      fromEdges n (ArraySlice.full edges)
    end

  (* BFS: parents claimed by compare-and-swap (the winner is schedule
     dependent, so callers only look at schedule-independent results:
     levels and which vertices are reached). *)
  fun bfs (g : graph) (s : vertex) =
    let
      val n = numVertices g
      val parent = SeqBasis.tabulate 10000 (0, n) (fn _ => ~1)
      val _ = Array.update (parent, s, s)
      fun claim (u, v) = MLton.Parallel.arrayCompareAndSwap (parent, v) (~1, u) = ~1
      fun search (frontier, levels) =
        if Array.length frontier = 0 then levels
        else
          let
            val degs = SeqBasis.scan 1000 op+ 0 (0, Array.length frontier) (fn i => degree g (Array.sub (frontier, i)))
            val total = Array.sub (degs, Array.length frontier)
            val cand = ForkJoin.alloc total
            val _ = ForkJoin.parfor 100 (0, Array.length frontier) (fn i =>
              let
                val u = Array.sub (frontier, i)
                val ns = neighbors g u
                val off = Array.sub (degs, i)
              in
                VectorSlice.appi (fn (j, v) =>
                  Array.update (cand, off + j, if Array.sub (parent, v) = ~1 andalso claim (u, v) then v else ~1)) ns
              end)
            val next = SeqBasis.filter 1000 (0, total) (fn i => Array.sub (cand, i)) (fn i => Array.sub (cand, i) <> ~1)
          in
            search (next, levels + 1)
          end
      val levels = search (Array.fromList [s], 0)
    in
      (parent, levels)
    end
end
