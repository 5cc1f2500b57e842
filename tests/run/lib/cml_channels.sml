(* CML channels: ping-pong round trips, many threads reporting to one
   collector, a pipeline of relay threads, and a server selecting over
   request channels. *)
fun say s = print (s ^ "\n")

fun pingPong n =
  let
    val ping = CML.channel () and pong = CML.channel ()
    fun ponger () = (CML.send (pong, CML.recv ping + 1); ponger ())
    val _ = CML.spawn ponger
    fun loop (0, acc) = acc
      | loop (i, acc) = (CML.send (ping, acc); loop (i - 1, CML.recv pong))
  in say ("ping-pong " ^ Int.toString (loop (n, 0))) end

fun collect n =
  let
    val ch = CML.channel ()
    val _ = List.tabulate (n, fn i => CML.spawn (fn () => CML.send (ch, i * i)))
    fun sum (0, acc) = acc
      | sum (k, acc) = sum (k - 1, acc + CML.recv ch)
  in say ("collect " ^ Int.toString (sum (n, 0))) end

(* A chain of k relay threads, each adding its position to what passes. *)
fun chain (k, values) =
  let
    val first = CML.channel ()
    fun stage (i, inCh) =
      let val outCh = CML.channel ()
          fun relay () = (CML.send (outCh, CML.recv inCh + i); relay ())
      in ignore (CML.spawn relay); outCh end
    val last = List.foldl stage first (List.tabulate (k, fn i => i + 1))
    val _ = CML.spawn (fn () => List.app (fn v => CML.send (first, v)) values)
  in say ("chain " ^ String.concatWith " " (List.map (fn _ => Int.toString (CML.recv last)) values)) end

datatype req = Add of int * int CML.chan | Get of int CML.chan
fun server () =
  let
    val addCh = CML.channel () and getCh = CML.channel () and stopCh = CML.channel ()
    fun serve total =
      CML.select [
        CML.wrap (CML.recvEvt addCh, fn (k, reply) => (CML.send (reply, total + k); serve (total + k))),
        CML.wrap (CML.recvEvt getCh, fn reply => (CML.send (reply, total); serve total)),
        CML.wrap (CML.recvEvt stopCh, fn () => say "server stops")]
    val _ = CML.spawn (fn () => serve 0)
    val reply = CML.channel ()
    fun add k = (CML.send (addCh, (k, reply)); CML.recv reply)
    val a = add 5
    val b = add 10
    val () = CML.send (getCh, reply)
    val c = CML.recv reply
    val () = CML.send (stopCh, ())
  in say ("server " ^ Int.toString a ^ " " ^ Int.toString b ^ " " ^ Int.toString c) end

fun main () = (pingPong 300; collect 100; chain (12, [0, 100, 1000]); server ())
val st = RunCML.doit (main, NONE)
val () = say (if OS.Process.isSuccess st then "success" else "failure")
