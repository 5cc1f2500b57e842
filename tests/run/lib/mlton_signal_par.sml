(* MLton.Signal in a parallel program: SIGUSR1, sent 50 times between
   ForkJoin.par computations, is handled on the root task at a poll (the
   same signal arriving again before its handler ran coalesces: between 1
   and 50 runs), never inside the C handler, while other workers run
   promoted branches; the computations' results are unaffected. *)
val kill = _import "kill" : Int32.int * Int32.int -> Int32.int;
val getpid = _import "getpid" : unit -> Int32.int;
val count = ref 0
val usr1 = Int32.fromLarge (SysWord.toLargeInt (Posix.Signal.toWord Posix.Signal.usr1))
val () = MLton.Signal.setHandler (Posix.Signal.usr1, MLton.Signal.Handler.simple (fn () => count := !count + 1))
fun fib n = if n < 2 then n else let val (a, b) = ForkJoin.par (fn () => fib (n - 1), fn () => fib (n - 2)) in a + b end
fun go 0 acc = acc
  | go k acc = (ignore (kill (getpid (), usr1)); go (k - 1) (acc + fib 18))
val r = go 50 0
fun wait k = if !count > 0 orelse k > 400000000 then () else wait (k + 1)
val () = wait 0
val () = print (Int.toString r ^ " " ^ Bool.toString (!count >= 1 andalso !count <= 50) ^ "\n")
