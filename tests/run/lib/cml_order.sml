(* CML scheduling order (matches SML/NJ's CML): spawn runs the child at
   once, yield, a send to a blocked receiver (and Mailbox.send, iPut, mPut)
   hands over at once, a recv from a blocked sender does not; SyncVar and
   Mailbox; an uncaught exception ends only its thread; joinEvt. *)
fun say s = print (s ^ "\n")
fun run1 () =
  let val _ = CML.spawn (fn () => (say "a1"; CML.yield (); say "a2"; CML.yield (); say "a3"))
      val () = say "p1"
      val _ = CML.spawn (fn () => (say "b1"; CML.yield (); say "b2"; CML.yield (); say "b3"))
      val () = say "p2"
      val () = CML.yield ()
      val () = say "p3"
      val ch = CML.channel ()
      val _ = CML.spawn (fn () => (say "c1"; CML.send (ch, 1); say "c2"))
      val () = say "p4"
      val v = CML.recv ch
      val () = say ("p5 " ^ Int.toString v)
      val _ = CML.spawn (fn () => (say "d1"; say ("d2 " ^ Int.toString (CML.recv ch))))
      val () = say "p6"
      val () = CML.send (ch, 2)
      val () = say "p7"
      val () = CML.yield ()
      val () = say "p8"
  in () end
fun run2 () =
  let val mb = Mailbox.mailbox ()
      val _ = CML.spawn (fn () => (say "m1"; say ("m2 " ^ Int.toString (Mailbox.recv mb)); say ("m3 " ^ Int.toString (Mailbox.recv mb))))
      val () = say "p1"
      val () = Mailbox.send (mb, 1)
      val () = say "p2"
      val () = Mailbox.send (mb, 2)
      val () = say "p3"
      val iv = SyncVar.iVar ()
      val _ = CML.spawn (fn () => say ("i1 " ^ Int.toString (SyncVar.iGet iv)))
      val _ = CML.spawn (fn () => say ("i2 " ^ Int.toString (SyncVar.iGet iv)))
      val () = say "p4"
      val () = SyncVar.iPut (iv, 7)
      val () = say "p5"
      val mv = SyncVar.mVar ()
      val _ = CML.spawn (fn () => say ("t1 " ^ Int.toString (SyncVar.mTake mv)))
      val () = SyncVar.mPut (mv, 8)
      val () = say "p6"
      val _ = CML.spawn (fn () => raise Fail "boom")
      val () = say "p7"
      val t = CML.spawn (fn () => say "j1")
      val () = CML.sync (CML.joinEvt t)
      val () = say "p8"
  in () end
fun run3 () =
  let
    val mv = SyncVar.mVarInit 1
    val () = say ("mGet " ^ Int.toString (SyncVar.mGet mv))
    val () = say ("mSwap " ^ Int.toString (SyncVar.mSwap (mv, 2)))
    val () = say ("mTakePoll " ^ (case SyncVar.mTakePoll mv of SOME n => Int.toString n | NONE => "none"))
    val () = say ("mGetPoll " ^ (case SyncVar.mGetPoll mv of SOME n => Int.toString n | NONE => "none"))
    val () = SyncVar.mPut (mv, 3)
    val () = (SyncVar.mPut (mv, 4); say "no Put") handle SyncVar.Put => say "Put raised"
    val iv = SyncVar.iVar ()
    val () = say ("iGetPoll " ^ (case SyncVar.iGetPoll iv of SOME n => Int.toString n | NONE => "none"))
    val () = SyncVar.iPut (iv, 9)
    val () = (SyncVar.iPut (iv, 10); say "no Put") handle SyncVar.Put => say "Put raised again"
    val () = say ("iGet " ^ Int.toString (SyncVar.iGet iv) ^ " " ^ Bool.toString (SyncVar.sameIVar (iv, iv)))
    val mb = Mailbox.mailbox ()
    val () = List.app (fn i => Mailbox.send (mb, i)) [1, 2, 3]
    val () = say ("mailbox " ^ Int.toString (Mailbox.recv mb) ^ " " ^ Int.toString (CML.sync (Mailbox.recvEvt mb)))
    val () = say ("recvPoll " ^ (case Mailbox.recvPoll mb of SOME n => Int.toString n | NONE => "none"))
    val () = say ("recvPoll " ^ (case Mailbox.recvPoll mb of SOME n => Int.toString n | NONE => "none"))
    val getters = List.tabulate (3, fn i => CML.spawn (fn () => say ("getter " ^ Int.toString i ^ " " ^ Int.toString (SyncVar.mGet mv))))
  in () end
fun status st = say (if OS.Process.isSuccess st then "success" else "failure")
val () = status (RunCML.doit (run1, NONE))
val () = status (RunCML.doit (run2, NONE))
val () = status (RunCML.doit (run3, NONE))
