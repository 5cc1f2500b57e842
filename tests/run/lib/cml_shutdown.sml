(* RunCML: shutdown's status from a thread while the others are blocked
   (they are dropped, as in SML/NJ), doit run again afterwards, CML.exit
   ending a thread early, isRunning, and a doit whose threads all end
   (failure, as in SML/NJ, since nobody called shutdown). *)
fun say s = print (s ^ "\n")
fun status st = say (if OS.Process.isSuccess st then "success" else "failure")
val ch : int CML.chan = CML.channel ()
fun blockers () =
  (List.app (fn i => ignore (CML.spawn (fn () => say ("never " ^ Int.toString (i + CML.recv ch))))) [1, 2, 3];
   say ("running " ^ Bool.toString (RunCML.isRunning ()));
   RunCML.shutdown OS.Process.success;
   say "not reached")
val () = status (RunCML.doit (blockers, NONE))
val () = say ("running " ^ Bool.toString (RunCML.isRunning ()))
fun early () =
  let val t = CML.spawn (fn () => (say "before exit"; CML.exit (); say "after exit"))
  in CML.sync (CML.joinEvt t); say "exit joined" end
val () = status (RunCML.doit (early, NONE))
fun failing () =
  let val c = CML.channel ()
  in ignore (CML.spawn (fn () => (CML.recv c; RunCML.shutdown OS.Process.failure)));
     ignore (CML.spawn (fn () => CML.send (c, ())));
     say "parent blocks";
     CML.recv c
  end
val () = status (RunCML.doit (failing, NONE))
fun again () = let val c = CML.channel () in ignore (CML.spawn (fn () => CML.send (c, 5))); say ("again " ^ Int.toString (CML.recv c)) end
val () = status (RunCML.doit (again, NONE))
