(* MLton.Weak across heaps: weaks made in the branches of ForkJoin.par
   (child heaps when a fork is promoted; their weak lists are merged into
   the parent at the join) to a list the branch returns (alive, moved)
   and to one it drops (dead after a collection); weaks made inside
   Region.run: to what escapes (copied into the enclosing heap: SOME,
   the copy) and to region garbage (dead at the region's exit, before any
   collection); a weak made in a region to an object of the enclosing
   heap (not examined by the exit: kept); weaks returned out of nested
   regions. *)
structure W = MLton.Weak
fun line s = print (s ^ "\n")
fun opt NONE = "NONE" | opt (SOME s) = "SOME " ^ s
fun len w = opt (Option.map (Int.toString o length) (W.get w))

fun tree 0 = let val keep = List.tabulate (20, fn i => i)
                 val drop = List.tabulate (100, fn i => i)
             in [(keep, W.new keep, W.new drop)] end
  | tree d = let val (a, b) = ForkJoin.par (fn () => tree (d - 1), fn () => tree (d - 1)) in a @ b end
val leaves = tree 6
val () = MLton.GC.collect ()
val liveOk = List.all (fn (k, w, _) => case W.get w of SOME l => length l = 20 andalso List.nth (l, 19) = 19 andalso l = k | NONE => false) leaves
val dead = List.foldl (fn ((_, _, w), n) => if isSome (W.get w) then n else n + 1) 0 leaves
val () = line ("par leaves: " ^ Int.toString (length leaves) ^ ", returned lists alive: " ^ Bool.toString liveOk
               ^ ", dropped lists dead: " ^ Bool.toString (dead >= length leaves - 4))

val outer = List.tabulate (20, fn i => i)
val (escaped, wEsc, wGarbage, wOuter) = Region.run (fn () =>
  let
    val e = List.tabulate (30, fn i => i * 3)
    val g = List.tabulate (300, fn i => i)
  in
    (e, W.new e, W.new g, W.new outer)
  end)
val () = line ("region: escaped " ^ len wEsc ^ ", garbage " ^ len wGarbage ^ ", outer " ^ len wOuter)
val () = line ("escaped is the copy: " ^ Bool.toString (case W.get wEsc of SOME l => MLton.eq (l, escaped) | NONE => false))
val () = MLton.GC.collect ()
val () = line ("after a collection: escaped " ^ len wEsc ^ ", garbage " ^ len wGarbage ^ ", outer " ^ len wOuter)

val nested = Region.run (fn () =>
  let
    val inner = Region.run (fn () => let val l = List.tabulate (7, fn i => i) in (l, W.new l) end)
    val g = W.new (List.tabulate (100, fn i => i))
  in (inner, g) end)
val ((innerList, wInner), wG) = nested
val () = MLton.GC.collect ()
val () = line ("nested: inner " ^ len wInner ^ ", garbage " ^ len wG)
val () = line (Int.toString (length escaped + length outer + length innerList + length (#1 (hd leaves))))
