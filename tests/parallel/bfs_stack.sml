(* no-gc-stress *)
(* Parallel BFS whose next frontier is a lock-free stack shared by every
   task (cons cells of one task linked to cells of others, and read back
   by others), parents claimed with arrayCompareAndSwap; then a Treiber
   stack with concurrent pushes and pops of boxed items.  Levels and sums
   are deterministic; parents are checked to be valid. *)
val n = 20000
fun nbrs v = [(v * 17 + 1) mod n, (v * 31 + 7) mod n, (v + 1) mod n, (v * v) mod n]
val adj : int list array = Array.tabulate (n, nbrs)
val parent = Array.array (n, ~1)
val level = Array.array (n, ~1)
val stack : (int * int list) list ref = ref []
fun push x = let val old = !stack in if MLton.eq (MLton.Parallel.compareAndSwap stack (old, x :: old), old) then () else push x end
fun bfs (frontier : int vector, d) =
  if Vector.length frontier = 0 then d
  else
    let
      val () = stack := []
      val () = ForkJoin.parform (0, Vector.length frontier) (fn k =>
                 let val u = Vector.sub (frontier, k)
                 in List.app (fn v =>
                      if Array.sub (parent, v) = ~1 andalso MLton.Parallel.arrayCompareAndSwap (parent, v) (~1, u) = ~1
                      then (Array.update (level, v, d + 1); push (v, [u, d + 1]))
                      else ()) (Array.sub (adj, u))
                 end)
      val next = Vector.fromList (map #1 (!stack))
      val okCells = List.all (fn (v, [u, dd]) => dd = d + 1 andalso Array.sub (parent, v) = u | _ => false) (!stack)
    in if okCells then bfs (next, d + 1) else (print "bad frontier cell\n"; d) end
val () = (Array.update (parent, 0, 0); Array.update (level, 0, 0))
val depth = bfs (Vector.fromList [0], 0)
(* sequential BFS levels *)
val slevel = Array.array (n, ~1)
fun sbfs ([], _) = ()
  | sbfs (fr, d) =
      let val nx = List.foldl (fn (u, acc) => List.foldl (fn (v, acc) =>
                     if Array.sub (slevel, v) = ~1 then (Array.update (slevel, v, d + 1); v :: acc) else acc) acc (Array.sub (adj, u))) [] fr
      in sbfs (nx, d + 1) end
val () = (Array.update (slevel, 0, 0); sbfs ([0], 0))
val same = Array.foldli (fn (i, l, ok) => ok andalso l = Array.sub (slevel, i)) true level
val validParents = Array.foldli (fn (v, p, ok) => ok andalso (v = 0 orelse p = ~1 orelse
                     (Array.sub (level, p) + 1 = Array.sub (level, v) andalso List.exists (fn w => w = v) (Array.sub (adj, p))))) true parent
val reached = Array.foldl (fn (l, c) => if l >= 0 then c + 1 else c) 0 level
val lsum = Array.foldl (fn (l, s) => if l >= 0 then s + l else s) 0 level
val () = print ("bfs: depth " ^ Int.toString depth ^ ", reached " ^ Int.toString reached ^ ", level sum " ^ Int.toString lsum
                ^ ", same as sequential " ^ Bool.toString same ^ ", parents valid " ^ Bool.toString validParents ^ "\n")

(* Treiber stack: every iteration pushes a record; every third pops *)
datatype cell = E | C of { v : int * string, next : cell }
val top = ref E
fun tpush x = let val old = !top in if MLton.eq (MLton.Parallel.compareAndSwap top (old, C { v = x, next = old }), old) then () else tpush x end
fun tpop () = case !top of
    E => NONE
  | old as C { v, next } => if MLton.eq (MLton.Parallel.compareAndSwap top (old, next), old) then SOME v else tpop ()
val m = 30000
val popped = ref 0
val poppedCount = ref 0
val bad = ref 0
val () = ForkJoin.parform (0, m) (fn i =>
  (tpush (i, Int.toString i);
   if i mod 3 = 2 then
     (case tpop () of SOME (j, s) => (ignore (MLton.Parallel.fetchAndAdd popped j); ignore (MLton.Parallel.fetchAndAdd poppedCount 1);
                                      if s = Int.toString j then () else ignore (MLton.Parallel.fetchAndAdd bad 1))
                    | NONE => ())
   else ()))
fun rest (E, s, c) = (s, c) | rest (C { v = (j, str), next }, s, c) = (if str = Int.toString j then () else bad := !bad + 1; rest (next, s + j, c + 1))
val (rs, rc) = rest (!top, 0, 0)
val () = print ("treiber: " ^ Int.toString (rc + !poppedCount) ^ " items, sum " ^ Int.toString (rs + !popped) ^ " (expected "
                ^ Int.toString (m * (m - 1) div 2) ^ "), bad " ^ Int.toString (!bad) ^ "\n")
