(* CML event combinators: choose/select with wrap, guard (evaluated at each
   sync), withNack (the nack fires when another event is chosen, not when
   its own is), alwaysEvt, never, wrapHandler, sendPoll/recvPoll,
   timeOutEvt/atTimeEvt against a ready channel and alone, joinEvt. *)
fun say s = print (s ^ "\n")
fun main () =
  let
    val a = CML.channel () and b = CML.channel ()
    val _ = CML.spawn (fn () => CML.send (b, "from b"))
    val () = say (CML.select [CML.wrap (CML.recvEvt a, fn s => "a: " ^ s), CML.wrap (CML.recvEvt b, fn s => "b: " ^ s)])
    val guards = ref 0
    val g = CML.guard (fn () => (guards := !guards + 1; CML.alwaysEvt (!guards)))
    val x = CML.sync g
    val y = CML.sync g
    val () = say ("guard " ^ Int.toString x ^ " " ^ Int.toString y)
    val () = say ("always " ^ CML.sync (CML.choose [CML.never, CML.alwaysEvt "yes"]))
    val nacked = ref []
    fun nackEvt (name, ev) =
      CML.withNack (fn nack => (ignore (CML.spawn (fn () => (CML.sync nack; nacked := name :: !nacked))); ev))
    val c = CML.channel ()
    val _ = CML.spawn (fn () => CML.send (c, 42))
    val r = CML.select [nackEvt ("n1", CML.recvEvt (CML.channel ())), nackEvt ("n2", CML.recvEvt c), nackEvt ("n3", CML.wrap (CML.timeOutEvt (Time.fromSeconds (LargeInt.fromInt 100)), fn () => 0))]
    val () = CML.yield ()
    val () = say ("withNack got " ^ Int.toString r ^ ", nacked " ^ String.concatWith "," (List.rev (!nacked)))
    val h = CML.wrapHandler (CML.wrap (CML.alwaysEvt 1, fn n => if n = 1 then raise Fail "inner" else n), fn Fail m => (say ("handled " ^ m); 7) | e => raise e)
    val () = say ("wrapHandler " ^ Int.toString (CML.sync h))
    val () = say ("polls " ^ Bool.toString (CML.sendPoll (a, "nobody")) ^ " " ^ (case CML.recvPoll a of NONE => "none" | SOME s => s))
    val _ = CML.spawn (fn () => CML.send (a, "waiting sender"))
    val () = say ("recvPoll " ^ (case CML.recvPoll a of NONE => "none" | SOME s => s))
    val d = CML.channel ()
    val _ = CML.spawn (fn () => ignore (CML.recv d))
    val () = say ("sendPoll " ^ Bool.toString (CML.sendPoll (d, 5)))
    val t0 = Time.now ()
    val () = CML.sync (CML.timeOutEvt (Time.fromMilliseconds (LargeInt.fromInt 30)))
    val waited = Time.toMilliseconds (Time.- (Time.now (), t0))
    val () = say ("timeout waited enough " ^ Bool.toString (waited >= LargeInt.fromInt 29))
    val () = CML.sync (CML.atTimeEvt (Time.+ (Time.now (), Time.fromMilliseconds (LargeInt.fromInt 10))))
    val () = say "atTime passed"
    val () = CML.sync (CML.timeOutEvt Time.zeroTime)
    val e = CML.channel ()
    val _ = CML.spawn (fn () => (CML.sync (CML.timeOutEvt (Time.fromMilliseconds (LargeInt.fromInt 20))); CML.send (e, "late")))
    val () = say (CML.select [CML.recvEvt e, CML.wrap (CML.timeOutEvt (Time.fromMilliseconds (LargeInt.fromInt 1)), fn () => "timed out")])
    val () = say (CML.recv e)
    val t = CML.spawn (fn () => (CML.sync (CML.timeOutEvt (Time.fromMilliseconds (LargeInt.fromInt 5))); say "worker done"))
    val () = CML.sync (CML.joinEvt t)
    val () = say "joined"
    val () = CML.sync (CML.joinEvt t)
    val () = say "joined again"
  in () end
val st = RunCML.doit (main, NONE)
val () = say (if OS.Process.isSuccess st then "success" else "failure")
