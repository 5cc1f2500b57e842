(* receiveTimeout: gives up with NONE after the time
   when nothing matching arrives (a non-matching message stays queued),
   returns SOME at once when a matching message is there or comes in time,
   and a zero time only polls.  A timer that lost to a message must not
   keep the program waiting (the 10-second ones below), so the whole run
   takes well under 5 seconds. *)
datatype msg = Tick of int | Other of string | Go
fun say s = print (s ^ "\n")
fun isTick (Tick n) = SOME n | isTick _ = NONE
fun show NONE = "NONE" | show (SOME n) = "SOME " ^ Int.toString n
val ms = Time.fromMilliseconds

fun sender (target, m) me =
  (ignore (Actor.receive me (fn Go => SOME () | _ => NONE)); Actor.send (target, m))

val t0 = Time.now ()
fun main me =
  let
    val () = say ("empty, 50 ms: " ^ show (Actor.receiveTimeout me (ms 50) isTick))
    val () = say ("empty, poll: " ^ show (Actor.receiveTimeout me Time.zeroTime isTick))
    val () = Actor.send (me, Tick 1)
    val () = say ("queued, poll: " ^ show (Actor.receiveTimeout me Time.zeroTime isTick))
    val () = Actor.send (me, Tick 2)
    val () = say ("queued, 10 s: " ^ show (Actor.receiveTimeout me (Time.fromSeconds 10) isTick))
    (* arrives while waiting *)
    val s = Actor.spawn (sender (me, Tick 3))
    val () = Actor.send (s, Go)
    val () = say ("arrives, 10 s: " ^ show (Actor.receiveTimeout me (Time.fromSeconds 10) isTick))
    (* a non-matching arrival wakes the receiver, which waits on *)
    val s = Actor.spawn (sender (me, Other "hello"))
    val () = Actor.send (s, Go)
    val () = say ("other arrives, 100 ms: " ^ show (Actor.receiveTimeout me (ms 100) isTick))
    val () = say ("still queued: " ^ (case Actor.receiveAny me of Other s => s | _ => "?"))
    (* two actors waiting with timeouts: the shorter one ends first *)
    val done = Actor.name "done"
    fun waiter (label, t) me' =
      (ignore (Actor.receiveTimeout me' (ms t) isTick);
       case Actor.whereis done of SOME p => Actor.send (p, Other label) | NONE => ())
    val () = Actor.register (done, me)
    val _ = Actor.spawn (waiter ("slow", 200))
    val _ = Actor.spawn (waiter ("fast", 20))
    fun other () = case Actor.receiveAny me of Other s => s | _ => "?"
    val () = say ("first " ^ other () ^ ", then " ^ other ())
  in
    say (if Time.< (Time.- (Time.now (), t0), Time.fromSeconds 5) then "in time" else "too slow")
  end
val _ = Actor.run main
val () = say (if Time.< (Time.- (Time.now (), t0), Time.fromSeconds 5) then "done in time" else "done too slow")
