(* no-gc-stress *) (* CML at scale: 10000 threads blocked at once on one
   channel and then served, a 100-stage prime sieve pipeline, 100000
   ping-pong round trips, and 20000 short-lived threads joined one by one
   (their stacks are reused). *)
fun say s = print (s ^ "\n")
fun blockedAtOnce n =
  let
    val req = CML.channel () and done = CML.channel ()
    val _ = List.tabulate (n, fn i => CML.spawn (fn () => CML.send (done, i + CML.recv req)))
    val () = List.app (fn i => CML.send (req, i)) (List.tabulate (n, fn i => i))
    fun sum (0, acc) = acc
      | sum (k, acc) = sum (k - 1, acc + CML.recv done)
  in say ("blocked at once " ^ Int.toString (sum (n, 0))) end
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
    fun primes (0, _, acc) = acc
      | primes (k, ch, acc) = let val p = CML.recv ch in primes (k - 1, filter (p, ch), p + acc) end
  in say ("sum of the first " ^ Int.toString count ^ " primes " ^ Int.toString (primes (count, counter (), 0))) end
fun pingPong n =
  let
    val ping = CML.channel () and pong = CML.channel ()
    fun ponger () = (CML.send (pong, CML.recv ping + 1); ponger ())
    val _ = CML.spawn ponger
    fun loop (0, acc) = acc
      | loop (i, acc) = (CML.send (ping, acc); loop (i - 1, CML.recv pong))
  in say ("ping-pong " ^ Int.toString (loop (n, 0))) end
fun shortLived n =
  let fun go (0, acc) = acc
        | go (k, acc) =
            let val r = ref 0
                val t = CML.spawn (fn () => r := k)
            in CML.sync (CML.joinEvt t); go (k - 1, acc + !r) end
  in say ("short-lived " ^ Int.toString (go (n, 0))) end
fun main () = (blockedAtOnce 10000; sieve 100; pingPong 100000; shortLived 20000)
val st = RunCML.doit (main, NONE)
