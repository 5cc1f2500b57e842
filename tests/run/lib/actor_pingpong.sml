(* Actors: ping-pong between two actors with typed mailboxes (the reply
   pid travels in the message), 1000 messages queued before the receiver
   runs (served oldest first), and Actor.run's status: success when the
   main actor ends normally.  send never switches: the receiver runs when
   the sender blocks in receive. *)
datatype msg = Ping of int * reply Actor.pid | Stop
and reply = Pong of int

fun say s = print (s ^ "\n")

fun ponger me =
  case Actor.receiveAny me of
    Ping (n, from) =>
      (if n < 3 then say ("ping " ^ Int.toString n) else ();
       Actor.send (from, Pong (n * n));
       ponger me)
  | Stop => say "ponger stops"

fun main (me : reply Actor.pid) =
  let
    val p = Actor.spawn ponger
    fun volley (i, acc) =
      if i = 3 then acc
      else
        (Actor.send (p, Ping (i, me));
         case Actor.receiveAny me of
           Pong k => (say ("pong " ^ Int.toString k); volley (i + 1, acc + k)))
    val first = volley (0, 0)
    val () = List.app (fn i => Actor.send (p, Ping (i, me))) (List.tabulate (1000, fn i => i + 3))
    fun collect (0, acc) = acc
      | collect (k, acc) = (case Actor.receiveAny me of Pong x => collect (k - 1, acc + x))
    val rest = collect (1000, 0)
  in
    Actor.send (p, Stop);
    say ("sums " ^ Int.toString first ^ " " ^ Int.toString rest)
  end

val st = Actor.run main
val () = say (if OS.Process.isSuccess st then "success" else "failure")
