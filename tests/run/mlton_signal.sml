(* no-poly *)
(* MLton.Signal and MLton.Itimer: a simple handler for SIGUSR1 runs at a
   poll of the loop after the program sends itself the signal (the C
   handler only records it); two signals, two handler runs; a blocked
   signal waits until unblocked; Mask.isMember and getBlocked; an ignored
   signal does nothing; getHandler/isDefault/isIgnore; a `handler`
   handler gets the interrupted thread and resumes it; Itimer.Real at
   5 ms ticks SIGALRM into a spinning loop until three handler runs, then
   the timer is stopped; setHandler back to default. *)
structure S = MLton.Signal
fun line s = print (s ^ "\n")
val kill = _import "kill" : Int32.int * Int32.int -> Int32.int;
val getpid = _import "getpid" : unit -> Int32.int;
fun send s = ignore (kill (getpid (), Int32.fromLarge (SysWord.toLargeInt (Posix.Signal.toWord s))))
val usr1 = Posix.Signal.usr1
val usr2 = Posix.Signal.usr2

val count = ref 0
(* Spins (polling) until the handler count reaches n or a bound passes. *)
fun spinUpTo bound n =
  let fun loop (k, acc) = if !count >= n orelse k > bound then acc else loop (k + 1, acc + k mod 7)
  in ignore (loop (0, 0)) end
val spin = spinUpTo 400000000

val () = line (Bool.toString (S.Handler.isDefault (S.getHandler usr1)))
val () = S.setHandler (usr1, S.Handler.simple (fn () => count := !count + 1))
val () = line (Bool.toString (S.Handler.isDefault (S.getHandler usr1)))
val () = send usr1
val () = spin 1
val () = line ("handled " ^ Int.toString (!count))
val () = (send usr1; spin 2; send usr1; spin 3)
val () = line ("handled " ^ Int.toString (!count))

val () = S.Mask.block (S.Mask.some [usr1])
val () = line ("blocked: " ^ Bool.toString (S.Mask.isMember (S.Mask.getBlocked (), usr1))
               ^ " " ^ Bool.toString (S.Mask.isMember (S.Mask.getBlocked (), usr2)))
val () = send usr1
val () = spinUpTo 1000000 4
val () = line ("while blocked " ^ Int.toString (!count))
val () = S.Mask.unblock (S.Mask.some [usr1])
val () = spin 4
val () = line ("after unblocking " ^ Int.toString (!count))
val () = line (Bool.toString (S.Mask.isMember (S.Mask.all, usr2)) ^ " " ^ Bool.toString (S.Mask.isMember (S.Mask.none, usr2))
               ^ " " ^ Bool.toString (S.Mask.isMember (S.Mask.allBut [usr2], usr2)))

val () = S.setHandler (usr2, S.Handler.ignore)
val () = line (Bool.toString (S.Handler.isIgnore (S.getHandler usr2)))
val () = send usr2
val () = line "ignored usr2"

val seen = ref false
val () = S.setHandler (usr2, S.Handler.handler (fn t => (seen := true; count := !count + 1; t)))
val () = send usr2
val () = spin 5
val () = line ("thread handler: " ^ Bool.toString (!seen) ^ " " ^ Int.toString (!count))
val () = line (Bool.toString (S.Mask.isMember (S.handled (), usr2)))

val ticks = ref 0
val () = S.setHandler (MLton.Itimer.signal MLton.Itimer.Real, S.Handler.simple (fn () => (ticks := !ticks + 1; count := !count + 1)))
val () = MLton.Itimer.set (MLton.Itimer.Real, {interval = Time.fromMilliseconds 5, value = Time.fromMilliseconds 5})
val () = spin 8
val () = MLton.Itimer.set (MLton.Itimer.Real, {interval = Time.zeroTime, value = Time.zeroTime})
val () = line ("timer ticks: " ^ Bool.toString (!ticks >= 3))
val () = S.setHandler (usr1, S.Handler.default)
val () = line (Bool.toString (S.Handler.isDefault (S.getHandler usr1)))
