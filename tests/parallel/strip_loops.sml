(* Loops that run strip-mined (codegen polls.rs QuietLoop::strips): a loop
   whose iterations are bounded by counters tested against fixed limits
   runs in strips of at most 256 steps per counter without heartbeat
   polls, each strip ended by a test that meets its stop, which finishes
   the iteration in the polling loop.  Here inside par branches, entered
   with ranges shorter and much longer than a strip: a merge of two long
   runs (two counters, each with its stop), tests that are not at the
   loop's head or come after the body's effects, several tests of one
   counter, steps down and by more than one, inclusive limits, and an
   exception raised many strips in. *)
fun both f (lo, hi) =
  let val mid = lo + (hi - lo) div 2
      val (a, b) = ForkJoin.par (fn () => f (lo, mid), fn () => f (mid, hi))
  in (a + b) mod 1000000007 end

val ranges = [(0, 0), (3, 4), (0, 255), (0, 256), (0, 257), (1, 513), (10, 100000)]
fun show name f =
  print (name ^ String.concatWith " " (map (fn r => Int.toString (both f r)) ranges) ^ "\n")

val data = Array.tabulate (100000, fn i => (i * 7919) mod 101)

(* A merge of the sorted runs data'[lo, mid) and data'[mid, hi): two
   counters, each tested against its run's end. *)
val sorted = Array.tabulate (100000, fn i => i div 3)
fun merge (lo, hi) =
  let val mid = lo + (hi - lo) div 3
      val out = Array.array (hi - lo, 0)
      fun go (i, j, k) =
        if i < mid andalso (j >= hi orelse Array.sub (sorted, i) <= Array.sub (sorted, j)) then
          (Array.update (out, k, Array.sub (sorted, i)); go (i + 1, j, k + 1))
        else if j < hi then (Array.update (out, k, Array.sub (sorted, j)); go (i, j + 1, k + 1))
        else k
      val n = go (lo, mid, 0)
      fun sum (k, s) = if k < n then sum (k + 1, (s * 31 + Array.sub (out, k)) mod 1000000007) else s
  in sum (0, n) end
val () = show "merge " merge

(* The test after an effect of the iteration (a write, then the test). *)
val marks = Array.array (100000, 0)
fun effectFirst (lo, hi) =
  let fun go (i, s) =
        (Array.update (marks, i mod 100000, i);
         if i < hi then go (i + 1, s + Array.sub (data, i)) else s + Array.sub (marks, i mod 100000))
  in go (lo, 0) end
val () = show "effectFirst " effectFirst

(* Two tests of the same counter, on the two sides of a branch, one with
   the counter second. *)
fun twoTests (lo, hi) =
  let fun go (i, s) =
        if Array.sub (data, i mod 100000) > 50 then (if hi > i then go (i + 1, s + 2) else s)
        else if i < hi then go (i + 1, s + 1) else s
  in go (lo, 0) end
val () = show "twoTests " twoTests

(* Down by three to an inclusive limit; up by two past an exclusive one. *)
fun downByThree (lo, hi) = let fun go (i, s) = if i >= lo then go (i - 3, s + Array.sub (data, i - 1) + i) else s in if hi > lo then go (hi, 0) else 0 end
fun upByTwo (lo, hi) = let fun go (i, s) = if i < hi then go (i + 2, (s * 3 + Array.sub (data, i)) mod 1000000007) else s in go (lo, 1) end
val () = show "downByThree " downByThree
val () = show "upByTwo " upByTwo

(* A counter tested against a limit the loop computes (a length less one). *)
fun lenLess (lo, hi) =
  let val a = Array.tabulate (hi - lo, fn i => Array.sub (data, lo + i))
      fun go (i, s) = if i <= Array.length a - 1 then go (i + 1, (s + i * Array.sub (a, i)) mod 1000000007) else s
  in go (0, 0) end
val () = show "lenLess " lenLess

(* An exception raised thousands of steps into a loop, caught outside it. *)
exception Stop of int
fun raiseAt (lo, hi) =
  let fun go (i, s) = if i < hi then (if i = lo + 3000 then raise Stop s else go (i + 1, s + Array.sub (data, i))) else s
  in go (lo, 0) handle Stop s => s * 7 end
val () = show "raiseAt " raiseAt
