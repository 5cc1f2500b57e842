(* CML channels: ping-pong round trips, many threads reporting to one
   collector, the concurrent prime sieve (a pipeline of filter threads),
   and a server selecting over request channels. *)
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

fun sieve count =
  let
    fun counter () =
      let val ch = CML.channel ()
          fun loop i = (CML.send (ch, i); loop (i + 1))
      in ignore (CML.spawn (fn () => loop 2)); ch end
    fun filter (p, inCh) =
      let val outCh = CML.channel ()
          fun loop () = let val i = CML.recv inCh in (if i mod p <> 0 then CML.send (outCh, i) else ()); loop () end
      in ignore (CML.spawn loop); outCh end
    fun primes (0, _, acc) = List.rev acc
      | primes (k, ch, acc) = let val p = CML.recv ch in primes (k - 1, filter (p, ch), p :: acc) end
  in say ("primes " ^ String.concatWith " " (List.map Int.toString (primes (count, counter (), [])))) end

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

fun main () = (pingPong 300; collect 100; sieve 12; server ())
val st = RunCML.doit (main, NONE)
val () = say (if OS.Process.isSuccess st then "success" else "failure")
