(* no-gc-stress: loops_small covers gc-stress.  Exceptions raised in loop bodies: the lowest raising iteration's
   exception wins, and every iteration below it has run. *)
exception E of int
fun show name v = print (name ^ ": " ^ v ^ "\n")
fun try name f = show name (f () handle E i => "E " ^ Int.toString i | Fail s => "Fail " ^ s | Div => "Div")
val n = 2000000
val a = Array.array (n, false)
fun check k = (* all iterations below k ran *)
  let fun go i = i >= k orelse (Array.sub (a, i) andalso go (i + 1)) in Bool.toString (go 0) end
val raisers = [1500000, 700001, 1999999, 123457]
val () = try "lowest of several" (fn () =>
  (ForkJoin.parform (0, n) (fn i =>
     (Array.update (a, i, true); if List.exists (fn r => r = i) raisers then raise E i else ()));
   "no exception"))
val () = show "below ran" (check 123457)
(* every iteration from k on raises *)
val () = try "all from k" (fn () =>
  (ForkJoin.parform (0, n) (fn i => if i >= 999999 then raise E i else ()); "none"))
(* the first iteration raises *)
val () = try "first" (fn () => (ForkJoin.parform (0, n) (fn i => if i = 0 then raise Div else ()); "none"))
(* the last iteration raises *)
val () = try "last" (fn () => (ForkJoin.parform (0, n) (fn i => if i = n - 1 then raise E i else ()); "none"))
(* different exceptions: the lowest index decides which *)
val () = try "kinds" (fn () =>
  (ForkJoin.parform (0, n) (fn i => if i = 1800000 then raise Div else if i = 1700000 then raise Fail "f" else ()); "none"))
(* raised inside nested loops *)
val () = try "nested" (fn () =>
  (ForkJoin.parform (0, 1000) (fn i => ForkJoin.parform (0, 1000) (fn j =>
     if i * 1000 + j >= 654321 then raise E (i * 1000 + j) else ())); "none"))
(* handled inside the body: the loop goes on *)
val cnt = Array.array (1, 0)
val () = ForkJoin.parform (0, 100000) (fn i =>
  ((if i mod 10 = 0 then raise E i else ()) handle E _ => ignore (MLton.Parallel.arrayFetchAndAdd (cnt, 0) 1)))
val () = show "handled" (Int.toString (Array.sub (cnt, 0)))
(* reducem: the body or the operation raises *)
val () = try "reduce body" (fn () =>
  Int.toString (ForkJoin.reducem op+ 0 (0, n) (fn i => if i = 1234567 orelse i = 1600000 then raise E i else i)))
val () = try "reduce op" (fn () =>
  Int.toString (ForkJoin.reducem (fn (x, y) => if x + y > 100000000000 then raise Overflow else x + y) 0 (0, n) (fn i => i))
  handle Overflow => "Overflow")
val () = try "after" (fn () => Int.toString (ForkJoin.reducem op+ 0 (0, 1000) (fn i => i)))
