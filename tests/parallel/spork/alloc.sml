(* A grain-free reduction whose body allocates about 100 bytes of
   short-lived list per index: its collections at procs 1 with heartbeats
   on are compared with heartbeat off (crates/driver/tests/parallel.rs). *)
val n = 4000000
val s = ForkJoin.reducem op+ 0 (0, n) (fn i => List.foldl op+ 0 (List.tabulate (4, fn j => i + j)))
val () = print (Int.toString s ^ "\n")
