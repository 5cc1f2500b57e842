(* MPL style: a tree of boxed leaves built, mapped and reduced with ForkJoin.par (objects allocated in child heaps, joined into parents), task-local refs in reducem, string concatenation by reducem *)
datatype tree = Leaf of int * string | Node of int * tree * tree
fun build (lo, hi) =
  if hi - lo = 1 then Leaf (lo, Int.toString lo)
  else
    let val mid = (lo + hi) div 2
        val (l, r) = if hi - lo > 64 then ForkJoin.par (fn () => build (lo, mid), fn () => build (mid, hi))
                     else (build (lo, mid), build (mid, hi))
    in Node (hi - lo, l, r) end
fun size (Leaf _) = 1 | size (Node (n, _, _)) = n
fun map f (Leaf (k, s)) = Leaf (f (k, s))
  | map f (Node (n, l, r)) =
      let val (l', r') = if n > 64 then ForkJoin.par (fn () => map f l, fn () => map f r) else (map f l, map f r)
      in Node (n, l', r') end
fun reduce g z lf (Leaf x) = lf x
  | reduce g z lf (Node (n, l, r)) =
      let val (a, b) = if n > 64 then ForkJoin.par (fn () => reduce g z lf l, fn () => reduce g z lf r) else (reduce g z lf l, reduce g z lf r)
      in g (a, b) end
fun toList t = reduce op@ [] (fn x => [x]) t
val t = build (0, 3000)
val t2 = map (fn (k, s) => (k * 2, s ^ "!")) t
val sum = reduce op+ 0 (fn (k, s) => k + String.size s) t2
val cnt = reduce op+ 0 (fn _ => 1) t2
(* per-task local state: refs created and mutated inside each task *)
fun localWork i = let val r = ref [] in List.app (fn j => r := (i + j) :: !r) (List.tabulate (10, fn j => j)); List.foldl op+ 0 (!r) end
val lw = ForkJoin.reducem op+ 0 (0, 3000) localWork
(* string building in parallel, combined by concat *)
val strs = ForkJoin.reducem (fn (a, b) => a ^ b) "" (0, 2000) (fn i => if i mod 100 = 0 then Int.toString (i div 100) else "")
val firsts = List.take (toList t2, 3)
val _ = print (Int.toString sum ^ " " ^ Int.toString cnt ^ " " ^ Int.toString lw ^ " " ^ strs ^ " " ^
  String.concatWith "," (List.map (fn (k, s) => Int.toString k ^ s) firsts) ^ "\n")
