(* no-gc-stress *) (* CML at scale: 10000 threads blocked at once on one
   channel and then served, a token going 100 times around a ring of 1000
   threads, and 20000 short-lived threads joined one by one (their stacks
   are reused). *)
fun say s = print (s ^ "\n")
fun blockedAtOnce n =
  let
    val req = CML.channel () and done = CML.channel ()
    val _ = List.tabulate (n, fn i => CML.spawn (fn () => CML.send (done, i + CML.recv req)))
    val () = List.app (fn i => CML.send (req, i)) (List.tabulate (n, fn i => i))
    fun sum (0, acc) = acc
      | sum (k, acc) = sum (k - 1, acc + CML.recv done)
  in say ("blocked at once " ^ Int.toString (sum (n, 0))) end
(* A ring of k threads passing a token around `laps` times; each adds 1. *)
fun ring (k, laps) =
  let
    val chans = Vector.tabulate (k, fn _ => CML.channel ())
    fun node i () =
      let val inCh = Vector.sub (chans, i) and outCh = Vector.sub (chans, (i + 1) mod k)
          fun loop () = (CML.send (outCh, CML.recv inCh + 1); loop ())
      in loop () end
    val _ = List.tabulate (k - 1, fn i => CML.spawn (node (i + 1)))
    fun lap (0, token) = token
      | lap (n, token) = (CML.send (Vector.sub (chans, 1), token + 1); lap (n - 1, CML.recv (Vector.sub (chans, 0))))
  in say ("ring " ^ Int.toString (lap (laps, 0))) end
fun shortLived n =
  let fun go (0, acc) = acc
        | go (k, acc) =
            let val r = ref 0
                val t = CML.spawn (fn () => r := k)
            in CML.sync (CML.joinEvt t); go (k - 1, acc + !r) end
  in say ("short-lived " ^ Int.toString (go (n, 0))) end
fun main () = (blockedAtOnce 10000; ring (1000, 100); shortLived 20000)
val st = RunCML.doit (main, NONE)
