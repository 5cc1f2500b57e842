(* Actors and CML in one program: an actor talks to a CML thread over a
   CML channel and the thread answers by Actor.send; CML events
   (timeOutEvt, a channel in a choose) work inside actors; and actors can
   be spawned inside RunCML.doit by ordinary threads (which may send to
   them, but not receive as actors: Fail). *)
datatype msg = Reply of int | Go
fun say s = print (s ^ "\n")

fun main me =
  let
    val ch : int CML.chan = CML.channel ()
    (* a CML thread that doubles what it gets and answers by Actor.send *)
    val _ = CML.spawn (fn () => let fun loop () = (Actor.send (me, Reply (2 * CML.recv ch)); loop ()) in loop () end)
    val () = CML.send (ch, 21)
    val () = case Actor.receiveAny me of Reply n => say ("thread replied " ^ Int.toString n) | Go => ()
    val r = CML.select [CML.wrap (CML.recvEvt (CML.channel () : int CML.chan), fn _ => "channel"),
                        CML.wrap (CML.timeOutEvt (Time.fromMilliseconds 10), fn () => "timeout")]
  in
    say ("select: " ^ r)
  end

val _ = Actor.run main

(* inside RunCML.doit *)
val _ = RunCML.doit (fn () =>
  let
    val result = SyncVar.iVar ()
    val a = Actor.spawn (fn (me : int Actor.pid) => SyncVar.iPut (result, Actor.receiveAny me + 1))
    val () = Actor.send (a, 41)
    val () = say ("actor in doit: " ^ Int.toString (SyncVar.iGet result))
    val () = (ignore (Actor.receiveAny a); say "?") handle Fail m => say ("thread receiving: " ^ m)
  in
    RunCML.shutdown OS.Process.success
  end, NONE)
val () = (ignore (Actor.spawn (fn (_ : int Actor.pid) => ())); say "?") handle Fail m => say ("outside: " ^ m)
