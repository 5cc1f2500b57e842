(* Misuse gets a clear Fail, not a crash: receiving from another actor's
   mailbox, trapExits for another actor, spawning or receiving inside a
   serve handler, receive by a thread that is not an actor, exit outside
   an actor. *)
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
  in
    Actor.send (other, 0)
  end
val _ = Actor.run main
val () = tryIt "exit outside" (fn () => Actor.exit Actor.Normal)
