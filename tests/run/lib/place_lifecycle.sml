(* Places' lives: exit statuses (returned 0, raised 1, OS.Process.exit N,
   killed 128 + 9), recv from an ended place raises Closed once its
   messages are read, recvPoll, poll, atExit actions belong to the place
   that registered them, output a place prints before it ends is not lost
   or doubled, a chain of places connected by channels the main program
   made (each place inherits them), places that spawn places, and
   recvAny over several places. *)
val () = print "start\n"
(* Buffered, not flushed: spawn flushes it first, so it is printed once. *)
val () = TextIO.output (TextIO.stdOut, "buffered before the first spawn\n")
val () = OS.Process.atExit (fn () => print "main's atExit\n")

fun status p = print ("status " ^ Int.toString (Place.wait p) ^ "\n")

val ok : (unit, string) Place.place = Place.spawn (fn c => (print "place prints\n"; Place.send (c, "bye")))
val () = print (Place.recv (Place.chan ok) ^ "\n")
val () = status ok
val () = (Place.recv (Place.chan ok); print "no\n") handle Place.Closed => print "closed after the last message\n"
val () = (Place.send (Place.chan ok, ()); print "no\n") handle Place.Closed => print "send to an ended place: Closed\n"

val raises : (unit, unit) Place.place = Place.spawn (fn _ => raise Fail "a place fails")
val () = status raises

val exits : (unit, unit) Place.place =
  Place.spawn (fn _ => (OS.Process.atExit (fn () => print "the place's atExit\n"); OS.Process.exit 3))
val () = status exits

val sleeper : (unit, unit) Place.place = Place.spawn (fn c => (Place.recv c; print "never\n"))
val () = print (case Place.poll sleeper of NONE => "running\n" | SOME _ => "ended?\n")
val () = print (case Place.recvPoll (Place.chan sleeper) of NONE => "nothing to read\n" | SOME () => "??\n")
val () = Place.kill sleeper
val () = status sleeper
val () = print (case Place.poll sleeper of NONE => "running?\n" | SOME s => "poll " ^ Int.toString s ^ "\n")

(* A chain: main -> p1 -> p2 -> ... -> p8 -> main, each adding its number. *)
val n = 8
val links : ((int, unit) Place.chan * (unit, int) Place.chan) vector = Vector.tabulate (n + 1, fn _ => Place.channel ())
fun inEnd i = #2 (Vector.sub (links, i))
fun outEnd i = #1 (Vector.sub (links, i))
val stages =
  List.tabulate (n, fn i =>
    Place.spawn (fn (_ : (unit, unit) Place.chan) =>
      let fun loop () =
            case Place.recv (inEnd i) of
              ~1 => Place.send (outEnd (i + 1), ~1)
            | x => (Place.send (outEnd (i + 1), x + i + 1); loop ())
      in loop () end))
val () = List.app (fn x => Place.send (outEnd 0, x)) [0, 100, 1000, ~1]
fun drain () =
  case Place.recv (inEnd n) of
    ~1 => print "chain done\n"
  | x => (print ("chain gave " ^ Int.toString x ^ "\n"); drain ())
val () = drain ()
val () = List.app status stages

(* Places spawn places: a binary tree of depth 4 counts its nodes. *)
fun tree 0 = 1
  | tree d =
      let
        val kids = List.tabulate (2, fn _ =>
          Place.spawn (fn (c : (int, int) Place.chan) => Place.send (c, tree (Place.recv c))))
        val () = List.app (fn p => Place.send (Place.chan p, d - 1)) kids
      in
        foldl (fn (p, a) => a + Place.recv (Place.chan p)) 1 kids
      end
val () = print ("tree of places: " ^ Int.toString (tree 4) ^ "\n")

(* recvAny: the message of whichever place sent, in the order the main
   program lets them; ended places are skipped; Closed once all ended. *)
val group =
  List.tabulate (3, fn i =>
    Place.spawn (fn (c : (int, unit) Place.chan) =>
      (Place.recv c; Place.send (c, 100 + i); Place.recv c; Place.send (c, 200 + i))))
val groupChans = map Place.chan group
fun go i = Place.send (List.nth (groupChans, i), ())
fun any () = let val (k, x) = Place.recvAny groupChans in print ("recvAny " ^ Int.toString k ^ " " ^ Int.toString x ^ "\n") end
val () = (go 2; any (); go 0; any (); go 2; any (); go 1; any (); go 1; any (); go 0; any ())
val () = (any (); print "no\n") handle Place.Closed => print "recvAny: all closed\n"
val () = List.app (ignore o Place.wait) group
