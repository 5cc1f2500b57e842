(* Parasitic threads (cml/parasite.sml): Parasite.spawn runs its body at
   once and its host goes on as soon as the body ends or blocks (before
   threads already ready); aSend leaves values on a channel without a
   thread (10^6 at once: parasite_many), in order with synchronous sends; aRecv runs its
   function on the value as a parasite; aSendEvt in a choice. *)
fun say s = print (s ^ "\n")

fun order () =
  let
    val c : int CML.chan = CML.channel ()
    (* a thread that runs at once, yields, and then waits in the ready queue *)
    val _ = CML.spawn (fn () => (say "thread yields"; CML.yield (); say "ready thread runs"))
    val () = say "host spawns a parasite"
    val () = Parasite.spawn (fn () => (say "parasite starts"; say ("parasite got " ^ Int.toString (CML.recv c))))
    val () = say "host goes on before the ready thread"
    val () = CML.send (c, 7)
    val () = say "host after send"
  in () end

fun ordered () =
  let
    val c : string CML.chan = CML.channel ()
    val () = Parasite.aSend (c, "a")
    val _ = CML.spawn (fn () => CML.send (c, "b"))
    val () = Parasite.aSend (c, "c")
    val got = List.tabulate (3, fn _ => CML.recv c)
  in say ("in order: " ^ String.concat got) end

fun many n =
  let
    val c : int CML.chan = CML.channel ()
    fun sendAll i = if i = n then () else (Parasite.aSend (c, i); sendAll (i + 1))
    val () = sendAll 0
    fun sum (0, acc) = acc
      | sum (k, acc) = sum (k - 1, acc + CML.recv c)
  in say ("blocked aSends: " ^ Int.toString n ^ ", sum " ^ Int.toString (sum (n, 0))) end

fun toWaiting () =
  let
    val c : int CML.chan = CML.channel ()
    val _ = CML.spawn (fn () => say ("receiver got " ^ Int.toString (CML.recv c)))
    val () = Parasite.aSend (c, 5)
    val () = say "aSend to a waiting receiver returns first"
    val () = CML.yield ()
  in () end

fun receivers () =
  let
    val c : int CML.chan = CML.channel ()
    val done = CML.channel ()
    val () = List.app (fn k => Parasite.aRecv (c, fn v => (say ("aRecv " ^ Int.toString k ^ " got " ^ Int.toString v); CML.send (done, ())))) [1, 2, 3]
    val () = say "three aRecvs registered"
    val () = CML.send (c, 10)
    val () = say "sent 10"
    val () = Parasite.aSend (c, 20)
    val () = Parasite.aSend (c, 30)
    val () = List.app (fn _ => CML.recv done) [1, 2, 3]
    val () = Parasite.aSend (c, 40)
    val () = Parasite.aRecv (c, fn v => say ("late aRecv got " ^ Int.toString v))
  in say "all received" end

fun choice () =
  let
    val c : int CML.chan = CML.channel ()
    val () = CML.select [CML.wrap (CML.recvEvt c, fn _ => say "received?"), CML.wrap (Parasite.aSendEvt (c, 3), fn () => say "aSendEvt chosen")]
  in say ("then received " ^ Int.toString (CML.recv c)) end

fun blockedParasites n =
  let
    val c : int CML.chan = CML.channel ()
    val total = ref 0
    fun go i = if i = n then () else (Parasite.spawn (fn () => let val v = CML.recv c in total := !total + v end); go (i + 1))
    val () = go 0
    fun feed i = if i = n then () else (CML.send (c, i); feed (i + 1))
    val () = feed 0
    val () = CML.yield ()
  in say ("blocked parasites: " ^ Int.toString n ^ ", total " ^ Int.toString (!total)) end

val st = RunCML.doit (fn () => (order (); ordered (); many 1000; toWaiting (); receivers (); choice (); blockedParasites 100;
                                RunCML.shutdown OS.Process.success), NONE)
val () = say (if OS.Process.isSuccess st then "success" else "failure")
