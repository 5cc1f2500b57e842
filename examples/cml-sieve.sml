(* examples/cml-sieve.sml: Concurrent ML's prime sieve.  A counter thread
   sends 2, 3, 4, ... on a channel; each prime found starts a filter thread
   that passes on what its prime does not divide; the main thread reads
   the primes off the end of the chain.  Run it with
     skein run examples/cml-sieve.mlb -- 20 *)
fun counter () =
  let val ch = CML.channel ()
      fun loop i = (CML.send (ch, i); loop (i + 1))
  in ignore (CML.spawn (fn () => loop 2)); ch end

fun filter (p, inCh) =
  let val outCh = CML.channel ()
      fun loop () = let val i = CML.recv inCh in if i mod p <> 0 then CML.send (outCh, i) else (); loop () end
  in ignore (CML.spawn loop); outCh end

fun primes n =
  let fun go (0, _) = ()
        | go (k, ch) = let val p = CML.recv ch in print (Int.toString p ^ "\n"); go (k - 1, filter (p, ch)) end
  in go (n, counter ()) end

val n = case CommandLine.arguments () of [a] => getOpt (Int.fromString a, 10) | _ => 10
val _ = RunCML.doit (fn () => (primes n; RunCML.shutdown OS.Process.success), NONE)
