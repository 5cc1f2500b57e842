(* CML's preemption (cml/core.sml PREEMPTION, runtime/conc/preempt.c).
   1. A thread that spins on a ref without synchronising does not keep the
      others waiting: its time slice ends and the thread that sets the ref
      runs.  (Without preemption this program never ends.)
   2. Twenty threads hand 4000 tokens to one consumer through a channel
      and a mailbox while computing, with slices of 200 µs, so slices end
      all over their loops: every token arrives exactly once, which would
      not hold if a slice could end inside an operation on the queues.
   3. A thread that computes inside Region.run and inside ForkJoin.par is
      not switched there (switching is not allowed there), and runs on.
   4. A time slice of zero turns preemption off: the spawned child, which
      runs first, computes to the end before its parent goes on. *)
fun say s = print (s ^ "\n")
fun work n =
  let fun go (0, a) = a | go (k, a) = go (k - 1, (a * 31 + k) mod 1000003)
  in go (n, 0) end

fun spinning () =
  let
    val flag = ref false
    val done = SyncVar.iVar ()
    fun spin n = if !flag then n else spin (n + 1)
    (* the child runs at once; the parent runs again when its slice ends *)
    val _ = CML.spawn (fn () => (ignore (spin 0); SyncVar.iPut (done, "the spinner saw the flag")))
  in
    say "the parent runs while the spinner spins";
    flag := true;
    say (SyncVar.iGet done)
  end

fun tokens () =
  let
    val nthreads = 20
    val per = 200
    val c = CML.channel ()
    val mb = Mailbox.mailbox ()
    fun producer i () =
      let fun loop 0 = ()
            | loop k = (ignore (work 2000);
                        if k mod 2 = 0 then CML.send (c, i) else Mailbox.send (mb, i);
                        loop (k - 1))
      in loop per end
    val _ = List.tabulate (nthreads, fn i => CML.spawn (producer (i + 1)))
    fun consume (0, total) = total
      | consume (k, total) =
          let val t = CML.select [CML.recvEvt c, Mailbox.recvEvt mb]
          in ignore (work 300); consume (k - 1, total + t) end
    val total = consume (nthreads * per, 0)
  in
    say ("tokens: " ^ Int.toString total ^ ", expected " ^ Int.toString (per * nthreads * (nthreads + 1) div 2))
  end

fun noSwitchInside () =
  let
    val done = Mailbox.mailbox ()
    val _ = CML.spawn (fn () =>
              let val r = Region.run (fn () => List.length (List.tabulate (20000, fn i => work (200 + i mod 7))))
                  val (a, b) = ForkJoin.par (fn () => work 3000000, fn () => work 3000000)
              in Mailbox.send (done, r + (if a = b then 1 else 0)) end)
    val _ = CML.spawn (fn () => ignore (work 3000000))
  in say ("region and par: " ^ Int.toString (Mailbox.recv done)) end

val _ = RunCML.doit (spinning, NONE)
val _ = RunCML.doit (tokens, SOME (Time.fromMicroseconds 200))
val _ = RunCML.doit (noSwitchInside, SOME (Time.fromMicroseconds 500))
val _ = RunCML.doit (fn () =>
          (ignore (CML.spawn (fn () => (ignore (work 20000000); say "the child computes to the end")));
           say "and then its parent goes on"),
          SOME Time.zeroTime)
