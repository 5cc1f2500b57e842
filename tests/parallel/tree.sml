(* Build a tree in parallel, fold it in parallel, map it in parallel. *)
datatype tree = Leaf | Node of tree * int * tree
fun build (lo, hi) =
  if lo >= hi then Leaf
  else
    let val mid = lo + (hi - lo) div 2
        val (l, r) = if hi - lo > 100 then ForkJoin.par (fn () => build (lo, mid), fn () => build (mid + 1, hi))
                     else (build (lo, mid), build (mid + 1, hi))
    in Node (l, mid, r) end
fun fold t =
  case t of
    Leaf => (0, 0)
  | Node (l, x, r) =>
      let val ((s1, d1), (s2, d2)) = ForkJoin.par (fn () => fold l, fn () => fold r)
      in (s1 + s2 + x, 1 + Int.max (d1, d2)) end
fun map f t =
  case t of
    Leaf => Leaf
  | Node (l, x, r) => let val (l', r') = ForkJoin.par (fn () => map f l, fn () => map f r) in Node (l', f x, r') end
val t = build (0, 3000)
val (s, d) = fold t
val _ = print ("sum " ^ Int.toString s ^ " depth " ^ Int.toString d ^ "\n")
val (s2, _) = fold (map (fn x => 2 * x + 1) t)
val _ = print ("mapped sum " ^ Int.toString s2 ^ "\n")
