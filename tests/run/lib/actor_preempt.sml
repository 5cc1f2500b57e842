(* Actors and CML's time slices (actor/actor.sml, cml/core.sml PREEMPTION).
   1. An actor that spins on a ref without receiving does not keep the
      others waiting: the main actor runs when the spinner's slice ends,
      sets the ref, and gets the spinner's message.
   2. Fifty actors send 100 numbers each to a counter actor while
      computing between sends, and the counter takes them round robin by
      sender with a selective receive (so it skips many messages) while
      computing between receives; with slices of 100 µs, slices end all
      over their loops but never inside send or receive, so no message is
      lost or taken twice.
   3. A server whose handler (inside Region.run) computes for many slices
      is not switched inside the region, and answers.
   (Too slow under gc-stress: every collection scans the stacks of the
   50 senders, and part 2 allocates at every message and switch.) *)
datatype msg = Spun | Num of int | Total of int | Reply of int
fun say s = print (s ^ "\n")
fun work n =
  let fun go (0, a) = a | go (k, a) = go (k - 1, (a * 31 + k) mod 1000003)
  in go (n, 0) end

fun main me =
  let
    val flag = ref false
    fun spin () = if !flag then () else spin ()
    val _ = Actor.spawn (fn _ => (spin (); Actor.send (me, Spun)))
    val () = say "main runs while the spinner spins"
    val () = flag := true
    val () = Actor.receive me (fn Spun => SOME (say "the spinner stopped") | _ => NONE)

    val server = Actor.spawnServer 0 (fn (_, calls, m) =>
      case m of
        Num n => (Actor.send (me, Reply (work n)); calls + 1)
      | _ => calls)
    val () = Actor.send (server, Num 30000000)
    val () = Actor.receive me (fn Reply r => SOME (say ("the server answered " ^ Int.toString r)) | _ => NONE)
  in
    Actor.kill server
  end

fun counting me =
  let
    val senders = 50
    val per = 100
    val counter = Actor.spawn (fn self =>
      let fun loop (0, _, total) = Actor.send (me, Total total)
            | loop (k, want, total) =
                let val n = Actor.receive self (fn Num n => if n = want then SOME n else NONE | _ => NONE)
                in ignore (work 500); loop (k - 1, want mod senders + 1, total + n) end
      in loop (senders * per, 1, 0) end)
    fun sender i _ =
      let fun loop 0 = ()
            | loop k = (ignore (work 1000); Actor.send (counter, Num i); loop (k - 1))
      in loop per end
    val _ = List.tabulate (senders, fn i => Actor.spawn (sender (i + 1)))
  in
    Actor.receive me (fn Total t => SOME (say ("total " ^ Int.toString t ^ ", expected " ^ Int.toString (per * senders * (senders + 1) div 2))) | _ => NONE)
  end

val st = Actor.run main
val _ = RunCML.doit (fn () => ignore (Actor.spawn counting), SOME (Time.fromMicroseconds 100))
val _ = OS.Process.exit st
