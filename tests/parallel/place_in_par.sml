(* Place.spawn inside a ForkJoin.par branch stops the program with a clear
   message and status 1, whether or not a heartbeat promoted the par. *)
fun fib n = if n < 2 then n else fib (n - 1) + fib (n - 2)
val () = print "before\n"
val (a, b) =
  ForkJoin.par (fn () => Place.wait (Place.spawn (fn (_ : (unit, unit) Place.chan) => ())), fn () => fib 25)
val () = print "after\n"
