(* Suspects (parallel.rs, suspects_are_cleared_at_joins): the first loop's
   pieces store strings they allocated into the root's array, down-pointers
   that mark the array SUSPECT; once the loop has joined, the root heap is a
   leaf again and the mark is cleared, so the second loop's reads of the
   array, in pieces at depth > 0, need no entanglement check. *)
val n = 200000
val a = Array.array (n, "")
val () = ForkJoin.parform (0, n) (fn i => Array.update (a, i, Int.toString i))
val total = ForkJoin.reducem op+ 0 (0, n) (fn i => size (Array.sub (a, i)))
val () = print (Int.toString total ^ "\n")
