(* kill: the target ends at once with Killed, whether blocked in receive,
   ready to run, or not started yet; its code runs no further; killing an
   ended actor does nothing; an actor may kill itself; a killed actor's
   links are told (a non-trapping linked actor ends too).  Messages to an
   ended actor are dropped silently, and its mailbox is emptied. *)
datatype msg = Go | Data of int
fun say s = print (s ^ "\n")
fun waitGo me = ignore (Actor.receive me (fn Go => SOME () | _ => NONE))
fun alive p = Bool.toString (Actor.isAlive p)

fun main me =
  let
    (* blocked in receive *)
    val b = Actor.spawn (fn b => (waitGo b; say "b not reached"))
    val () = Actor.kill b
    val () = Actor.send (b, Go)
    val () = Actor.yield ()
    val () = say ("blocked one alive " ^ alive b)
    (* ready to run: woken by a message, killed before it runs *)
    val r = Actor.spawn (fn r => (waitGo r; say "r not reached"))
    val () = Actor.send (r, Go)
    val () = Actor.kill r
    val () = Actor.yield ()
    val () = say ("ready one alive " ^ alive r)
    (* a spawned actor killing its parent (the main one's child): the
       parent is in the ready queue while the child runs *)
    val p = Actor.spawn (fn p =>
              (ignore (Actor.spawn (fn _ => Actor.kill p)); say "parent not reached"))
    val () = say ("parent alive " ^ alive p)
    (* killing itself *)
    val s = Actor.spawn (fn s => (Actor.kill s; say "self not reached"))
    val () = say ("self-killer alive " ^ alive s)
    (* killing an ended actor; sending to one *)
    val () = Actor.kill s
    val () = Actor.send (s, Go)
    (* a killed actor's linked partner ends too, with Killed *)
    val partner = Actor.spawn (fn q => (waitGo q; say "partner not reached"))
    val v = Actor.spawn (fn v => (Actor.link partner; waitGo v; say "v not reached"))
    val mref = Actor.monitor partner (me, fn r => Data (case r of Actor.Killed => 1 | _ => 2))
    val () = Actor.kill v
    val () = say ("partner alive " ^ alive partner ^ ", got " ^
                  (case Actor.receive me (fn Data n => SOME n | _ => NONE) of n => Int.toString n))
    (* many messages to an ended actor: dropped *)
    val d = Actor.spawn (fn d => waitGo d)
    val () = Actor.send (d, Data 0)
    val () = Actor.kill d
    val () = List.app (fn i => Actor.send (d, Data i)) (List.tabulate (1000, fn i => i))
    (* the main actor killing itself: Actor.run reports failure *)
  in
    say "main kills itself";
    Actor.kill me;
    say "not reached"
  end

val st = Actor.run main
val () = say (if OS.Process.isSuccess st then "success" else "failure")
