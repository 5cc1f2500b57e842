(* no-poly *) (* A serve handler that blocks in a CML operation (here a send nobody
   receives) would switch threads inside its Region.run: the runtime stops
   the program with a clear message on stderr (runtime/conc/coroutine.c)
   and status 1, rather than let a suspended stack point into the
   region. *)
val ch : int CML.chan = CML.channel ()
fun main (me : int Actor.pid) =
  let val s = Actor.spawnServer 0 (fn (_, n, k) => (print "handling\n"; CML.send (ch, k); n + k))
  in Actor.send (s, 1); ignore (Actor.receiveAny me) end
val _ = Actor.run main
val () = print "not reached\n"
