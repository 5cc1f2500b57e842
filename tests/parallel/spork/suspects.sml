(* Suspects (parallel.rs, suspects_are_cleared_at_joins): the first loop's
   pieces store strings they allocated into the root's array, down-pointers
   that mark the array SUSPECT; once the loop has joined, the root heap is a
   leaf again and the mark is cleared, so the second loop's reads of the
   array, in pieces at depth > 0, need no entanglement check.  The first
   loop runs 20 times so that, even on a loaded machine where one run is
   over before a heartbeat reaches it, some run is split. *)
val n = 200000
val a = Array.array (n, "")
fun fill round =
  if round > 20 then ()
  else (ForkJoin.parform (0, n) (fn i => Array.update (a, i, Int.toString (i * round)));
        fill (round + 1))
val () = fill 1
val total = ForkJoin.reducem op+ 0 (0, n) (fn i => size (Array.sub (a, i)))
val () = print (Int.toString total ^ "\n")
