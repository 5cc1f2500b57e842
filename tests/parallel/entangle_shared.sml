(* Entanglement managed, not refused: tasks publish data they allocate
   through shared mutable objects, and concurrent tasks read it, walk it
   and write more of their own into objects another task allocated.  The
   runtime pins what such reads reach (runtime/gc/barrier.c), so every
   snapshot a task reads stays intact while its owner keeps allocating and
   collecting.  Output is deterministic: totals and counts of bad items. *)

(* 1. A lock-free stack in a root ref: every task pushes items it built and
      reads the whole stack back (pointers to other tasks' cells). *)
type item = int * string * int list
val stack : item list ref = ref []
fun push x =
  let val old = !stack
  in if MLton.eq (MLton.Parallel.compareAndSwap stack (old, x :: old), old) then () else push x end
fun item i : item = (i, Int.toString i, List.tabulate (i mod 5, fn j => i + j))
fun ok ((i, s, l) : item) = s = Int.toString i andalso l = List.tabulate (i mod 5, fn j => i + j)
fun churn n = let fun go 0 acc = length acc | go k acc = go (k - 1) (k :: acc) in go n [] end

fun publish (lo, hi) =
  if hi - lo <= 8 then
    let fun loop i bad =
          if i >= hi then bad
          else let val () = push (item i)
                   val snap = !stack
                   val prefix = List.take (snap, Int.min (length snap, 6))
                   val bad' = if List.all ok prefix then bad else bad + 1
               in ignore (churn 10); loop (i + 1) bad' end
    in loop lo 0 end
  else let val mid = (lo + hi) div 2
           val (a, b) = ForkJoin.par (fn () => publish (lo, mid), fn () => publish (mid, hi))
       in a + b end

val n = 800
val bad = publish (0, n)
val all = !stack
val () = print ("stack: " ^ Int.toString (length all) ^ " items, sum "
                ^ Int.toString (foldl (fn ((i, _, _), s) => s + i) 0 all)
                ^ ", well formed " ^ Bool.toString (List.all ok all)
                ^ ", bad snapshots " ^ Int.toString bad ^ "\n")

(* 2. Refs allocated by whichever task gets there first, found and written
      by the others: reads of a foreign option and ref, and CAS of new
      cells into a ref another task allocated. *)
val slots : int list ref option array = Array.array (16, NONE)
fun slot k =
  case Array.sub (slots, k) of
    SOME r => r
  | NONE =>
      let val mine = SOME (ref [])
          val seen = MLton.Parallel.arrayCompareAndSwap (slots, k) (NONE, mine)
      in case seen of NONE => valOf mine | SOME r => r end
fun add (r, x) =
  let val old = !r in if MLton.eq (MLton.Parallel.compareAndSwap r (old, x :: old), old) then () else add (r, x) end
val m = 1000
val () = ForkJoin.parfor 1 (0, m) (fn i => (add (slot (i mod 16), i); ignore (churn 5)))
val lists = Array.foldr (fn (SOME r, acc) => !r :: acc | (NONE, acc) => acc) [] slots
val () = print ("slots: " ^ Int.toString (length lists) ^ " refs, "
                ^ Int.toString (foldl (fn (l, s) => s + length l) 0 lists) ^ " items, sum "
                ^ Int.toString (foldl (fn (l, s) => foldl op+ s l) 0 lists)
                ^ ", each in its slot "
                ^ Bool.toString (List.all (fn (l, k) => List.all (fn i => i mod 16 = k) l)
                                  (ListPair.zip (lists, List.tabulate (16, fn k => k)))) ^ "\n")

(* 3. A second parallel phase after the first joined: the pins of the
      first are gone, and sharing starts again. *)
val bad2 = publish (n, n + 300)
val () = print ("again: " ^ Int.toString (length (!stack)) ^ " items, bad snapshots "
                ^ Int.toString bad2 ^ "\n")
val () = print ("entangled pins now: " ^ IntInf.toString (MPL.GC.bytesPinnedEntangled ()) ^ "\n")
