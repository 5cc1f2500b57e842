(* Misuse gets a clear Fail, not a crash: receiving from another actor's
   mailbox, trapExits for another actor, spawning or yielding inside a
   serve handler, exit outside an actor.  A serve handler that ends its
   own server (kill, link to a crashed actor) stops handling at once and
   its thread ends outside the region. *)
fun say s = print (s ^ "\n")
fun tryIt what f = (f (); say (what ^ ": ok")) handle Fail m => say (what ^ ": " ^ m)
fun main (me : int Actor.pid) =
  let
    val other : int Actor.pid = Actor.spawn (fn o' => ignore (Actor.receiveAny o'))
    val () = tryIt "receive other's" (fn () => ignore (Actor.receiveAny other))
    val () = tryIt "trapExits other's" (fn () => Actor.trapExits (other, fn _ => 0))
    val () = tryIt "self" (fn () => if Actor.self () = Actor.id me then () else raise Fail "wrong self")
    val errors = ref []
    val s = Actor.spawnServer 0 (fn (_, n, k : int) => (ignore (Actor.spawn (fn (_ : int Actor.pid) => ())); n + k))
    val _ = Actor.monitor s (me, fn Actor.Error (Fail m) => (errors := m :: !errors; 0) | _ => 1)
    val () = Actor.send (s, 1)
    val () = say ("down " ^ Int.toString (Actor.receiveAny me))
    val () = List.app say (!errors)
    (* a handler may end its own server (kill, or a link to a crashed
       actor); the thread ends outside the region *)
    val crashed : int Actor.pid = Actor.spawn (fn _ => raise Domain)
    fun selfish (me', n, k : int) =
      (if k = 1 then Actor.kill me' else if k = 2 then Actor.link crashed else (); say ("handled " ^ Int.toString k); n + k)
    fun reasonCode r = case r of Actor.Killed => 10 | Actor.Error Domain => 20 | Actor.Normal => 30 | _ => 40
    val a = Actor.spawnServer 0 selfish
    val b = Actor.spawnServer 0 selfish
    val _ = Actor.monitor a (me, reasonCode)
    val _ = Actor.monitor b (me, reasonCode)
    val () = (Actor.send (a, 0); Actor.send (a, 1); Actor.send (a, 5))
    val () = say ("down " ^ Int.toString (Actor.receiveAny me))
    val () = (Actor.send (b, 2); Actor.send (b, 5))
    val () = say ("down " ^ Int.toString (Actor.receiveAny me))
    val y = Actor.spawnServer 0 (fn (_, n, k : int) => (Actor.yield (); n + k))
    val _ = Actor.monitor y (me, fn Actor.Error (Fail m) => (say m; 0) | _ => 1)
    val () = Actor.send (y, 1)
    val () = say ("down " ^ Int.toString (Actor.receiveAny me))
  in
    Actor.send (other, 0)
  end
val _ = Actor.run main
val () = tryIt "exit outside" (fn () => Actor.exit Actor.Normal)
