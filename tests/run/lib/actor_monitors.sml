(* Monitors: the watcher gets a DOWN message (its own conversion of the
   reason) when the watched actor ends: normally, by an exception, by
   exit with a reason, by kill; once per monitor, in the order they were
   set; at once for an actor that has already ended; never after
   demonitor.  Any actor may watch any other, whatever their message
   types. *)
datatype msg = Down of string * Actor.reason | Go
fun say s = print (s ^ "\n")
fun waitGo me = ignore (Actor.receive me (fn Go => SOME () | _ => NONE))
fun down me = case Actor.receive me (fn Down x => SOME x | _ => NONE) of (l, r) => say (l ^ " " ^ Actor.reasonToString r)

fun main me =
  let
    fun watch (label, p) = Actor.monitor p (me, fn r => Down (label, r))
    (* a worker whose mailbox holds strings *)
    val s : string Actor.pid = Actor.spawn (fn s => say ("s got " ^ Actor.receiveAny s))
    val _ = watch ("normal", s)
    val _ = watch ("normal again", s)
    val () = Actor.send (s, "hi")
    val () = down me
    val () = down me
    val e = Actor.spawn (fn e => (waitGo e; ignore (List.nth ([1], 5))))
    val _ = watch ("exception", e)
    val () = Actor.send (e, Go)
    val () = down me
    val x = Actor.spawn (fn x => (waitGo x; Actor.exit Actor.Killed))
    val _ = watch ("exit Killed", x)
    val () = Actor.send (x, Go)
    val () = down me
    (* exit is an exception: a handler may catch it *)
    val y = Actor.spawn (fn y => (waitGo y; (Actor.exit (Actor.Error Size) handle _ => say "caught exit"); say "y ends"))
    val _ = watch ("exit caught", y)
    val () = Actor.send (y, Go)
    val () = down me
    val k = Actor.spawn waitGo
    val _ = watch ("killed", k)
    val () = Actor.kill k
    val () = down me
    (* already ended: DOWN at once, with its reason *)
    val _ = watch ("dead", e)
    val () = down me
    (* demonitor: no DOWN; the other monitor still fires *)
    val d = Actor.spawn waitGo
    val m = watch ("demonitored", d)
    val _ = watch ("kept", d)
    val () = Actor.demonitor m
    val () = Actor.send (d, Go)
    val () = down me
    val () = say ("left " ^ (case Actor.receiveTimeout me Time.zeroTime SOME of NONE => "nothing" | SOME _ => "a message"))
    (* a third actor watches for the main one *)
    val t = Actor.spawn waitGo
    val _ = Actor.spawn (fn (w : unit Actor.pid) => ignore (Actor.monitor t (me, fn r => Down ("via third", r))))
    val () = Actor.kill t
  in
    down me
  end

val _ = Actor.run main
