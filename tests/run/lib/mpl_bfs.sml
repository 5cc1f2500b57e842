(* MPL-style program: breadth-first search over a graph in compressed
   sparse row form (offsets from a SeqBasis scan, neighbours in one int
   array, both handed out as vectors with Vector.unsafeFromArray),
   frontier by frontier with ForkJoin.parfor and SeqBasis.filter.
   Writers of one round all write the same distance, so the result does
   not depend on the order of the parallel loop. *)
structure V = Vector
structure A = Array

(* A 60 x 60 grid (right and down neighbours, both directions) plus a few
   long edges chosen by a hash; vertices 3600 .. 3609 are isolated. *)
val side = 60
val n = side * side + 10
fun hash i = (i * 7919 + 104729) mod 3571
fun neighbours v =
  if v >= side * side then []
  else
    let
      val (r, c) = (v div side, v mod side)
      val grid = List.filter (fn x => x >= 0)
        [if c + 1 < side then v + 1 else ~1, if c > 0 then v - 1 else ~1,
         if r + 1 < side then v + side else ~1, if r > 0 then v - side else ~1]
      val long = if v mod 97 = 0 then [hash v] else []
    in
      grid @ long
    end

(* the long edges are one-way: a directed graph *)
val degrees = SeqBasis.tabulate 100 (0, n) (fn v => length (neighbours v))
val offsets = V.unsafeFromArray (SeqBasis.scan 100 op+ 0 (0, n) (fn v => A.sub (degrees, v)))
val m = V.sub (offsets, n)
val edgesA = ForkJoin.alloc m
val _ = ForkJoin.parfor 100 (0, n) (fn v =>
  ignore (List.foldl (fn (u, k) => (Unsafe.Array.update (edgesA, k, u); k + 1)) (V.sub (offsets, v)) (neighbours v)))
val edges = V.unsafeFromArray edgesA

fun bfs source =
  let
    val dist = SeqBasis.tabulate 1000 (0, n) (fn _ => ~1)
    val _ = A.update (dist, source, 0)
    fun round (frontier, d) =
      if V.length frontier = 0 then d
      else
        let
          (* claim: every unvisited neighbour of the frontier gets d + 1 *)
          val _ = ForkJoin.parfor 10 (0, V.length frontier) (fn i =>
            let
              val v = V.sub (frontier, i)
              fun loop k = if k >= V.sub (offsets, v + 1) then ()
                           else (let val u = V.sub (edges, k)
                                 in if A.sub (dist, u) = ~1 then A.update (dist, u, d + 1) else () end;
                                 loop (k + 1))
            in
              loop (V.sub (offsets, v))
            end)
          val next = SeqBasis.filter 1000 (0, n) (fn u => u) (fn u => A.sub (dist, u) = d + 1)
        in
          round (V.unsafeFromArray next, d + 1)
        end
    val rounds = round (V.fromList [source], 0)
  in
    (dist, rounds)
  end

val (dist, rounds) = bfs 0
val reached = SeqBasis.reduce 1000 op+ 0 (0, n) (fn v => if A.sub (dist, v) >= 0 then 1 else 0)
val far = SeqBasis.reduce 1000 Int.max 0 (0, n) (fn v => A.sub (dist, v))
val total = SeqBasis.reduce 1000 op+ 0 (0, n) (fn v => Int.max (0, A.sub (dist, v)))
val _ = print ("vertices " ^ Int.toString n ^ " edges " ^ Int.toString m ^ "\n")
val _ = print ("rounds " ^ Int.toString rounds ^ " reached " ^ Int.toString reached ^ " farthest " ^ Int.toString far ^ "\n")
val _ = print ("sum of distances " ^ Int.toString total ^ "\n")
val hist = A.array (far + 1, 0)
val _ = A.app (fn d => if d >= 0 then A.update (hist, d, A.sub (hist, d) + 1) else ()) dist
val _ = print ("first levels: " ^ String.concatWith " " (List.map (fn d => Int.toString (A.sub (hist, d))) (List.tabulate (Int.min (8, far + 1), fn d => d))) ^ "\n")
val _ = print ("dist to corner " ^ Int.toString (A.sub (dist, side * side - 1)) ^ ", to isolated " ^ Int.toString (A.sub (dist, n - 1)) ^ "\n")
