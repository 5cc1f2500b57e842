(* Links: an actor that ends abnormally takes its linked actors with it
   (same reason, along a chain), unless they trap exits, which turns the
   signal into an ordinary message (Normal ends included); a Normal end
   does not propagate; unlink cuts the link; linking to an actor that has
   already ended acts as if it ended now.  The uncaught exceptions print
   a line on stderr each; the program goes on. *)
datatype msg = Exit of Actor.actor_id * Actor.reason | Go | Down of string * Actor.reason
fun say s = print (s ^ "\n")
fun waitGo me = ignore (Actor.receive me (fn Go => SOME () | _ => NONE))
fun exitFrom me = Actor.receive me (fn Exit x => SOME x | _ => NONE)
fun downOf me = Actor.receive me (fn Down x => SOME x | _ => NONE)
fun watch (me, label, p) = ignore (Actor.monitor p (me, fn r => Down (label, r)))

fun main me =
  let
    (* 1. trapping: the crash of a spawnLinked worker comes as a message *)
    val () = Actor.trapExits (me, Exit)
    val w = Actor.spawnLink (fn w => (waitGo w; raise Fail "boom"))
    val () = Actor.send (w, Go)
    val (from, r) = exitFrom me
    val () = say ("1 trapped from worker " ^ Bool.toString (from = Actor.id w) ^ ": " ^ Actor.reasonToString r)
    (* 2. trapping sees Normal ends too *)
    val w = Actor.spawnLink (fn w => waitGo w)
    val () = Actor.send (w, Go)
    val (_, r) = exitFrom me
    val () = say ("2 trapped: " ^ Actor.reasonToString r)
    (* 3. a chain a - b - c, none trapping: c's crash ends b and a *)
    val c = ref NONE
    val b = ref NONE
    val a = Actor.spawn (fn a =>
              (b := SOME (Actor.spawnLink (fn b =>
                            (c := SOME (Actor.spawnLink (fn c => (waitGo c; raise Div)));
                             waitGo b; say "b not killed")));
               waitGo a; say "a not killed"))
    val () = Actor.yield ()   (* a is ready: b was made while main waited *)
    val (b, c) = (valOf (!b), valOf (!c))
    val () = (watch (me, "a", a); watch (me, "b", b); watch (me, "c", c))
    val () = Actor.send (c, Go)
    val () = List.app (fn _ => let val (l, r) = downOf me in say ("3 down " ^ l ^ ": " ^ Actor.reasonToString r) end) [1, 2, 3]
    (* 4. a Normal end does not propagate to a non-trapping actor *)
    val q = Actor.spawn (fn q => (waitGo q; say "4 q still runs"))
    val p = Actor.spawn (fn p => (Actor.link q; waitGo p))
    val () = Actor.send (p, Go)
    val () = Actor.yield ()
    val () = say ("4 p alive " ^ Bool.toString (Actor.isAlive p) ^ ", q alive " ^ Bool.toString (Actor.isAlive q))
    val () = Actor.send (q, Go)
    val () = Actor.yield ()
    (* 5. unlink: the crash no longer reaches the other *)
    val q = Actor.spawn (fn q => (waitGo q; say "5 q survived"))
    val p = Actor.spawn (fn p => (Actor.link q; Actor.unlink q; waitGo p; raise Fail "p crashes"))
    val () = Actor.send (p, Go)
    val () = Actor.yield ()
    val () = Actor.send (q, Go)
    val () = Actor.yield ()
    (* 6. linking to a dead actor: its abnormal reason arrives at once *)
    val dead = Actor.spawn (fn _ => raise Overflow)
    val () = say ("6 dead alive " ^ Bool.toString (Actor.isAlive dead))
    val l = Actor.spawn (fn l => (waitGo l; Actor.link dead; say "6 not reached"))
    val () = watch (me, "l", l)
    val () = Actor.send (l, Go)
    val (_, r) = downOf me
    val () = say ("6 linker ended: " ^ Actor.reasonToString r)
    (* ... and a trapping actor gets it as a message *)
    val () = Actor.link dead
    val (from, r) = exitFrom me
  in
    say ("6 trapped from dead " ^ Bool.toString (from = Actor.id dead) ^ ": " ^ Actor.reasonToString r)
  end

val st = Actor.run main
val () = say (if OS.Process.isSuccess st then "success" else "failure")
