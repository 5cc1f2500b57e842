(* Exceptions across forks behave as in (f (), g ()). *)
exception L of int
exception R of string
fun spin n = if n = 0 then 0 else 1 + spin (n - 1)
fun busy k = let fun go (i, acc) = if i = 0 then acc else go (i - 1, acc + i mod 3) in go (k, 0) end
fun try name f =
  print (name ^ ": " ^ (f () handle L n => "L " ^ Int.toString n | R s => "R " ^ s | Div => "Div") ^ "\n")
val _ = try "left raises" (fn () => let val (a, b) = ForkJoin.par (fn () => raise L 1, fn () => busy 100000) in Int.toString (a + b) end)
val _ = try "right raises" (fn () => let val (a, b) = ForkJoin.par (fn () => busy 100000, fn () => raise R "r") in Int.toString (a + b) end)
val _ = try "both raise" (fn () => let val (a, b) = ForkJoin.par (fn () => (busy 200000; raise L 2), fn () => raise R "both") in Int.toString (a + b) end)
val _ = try "both raise, right first" (fn () => let val (a, b) = ForkJoin.par (fn () => (busy 300000; raise L 3), fn () => raise R "x") in a ^ b end)
val _ = try "neither" (fn () => let val (a, b) = ForkJoin.par (fn () => busy 1000, fn () => busy 2000) in Int.toString (a + b) end)
(* the right branch is not run when the left raises and nobody took it *)
val ran = ref false
val _ = try "left raises early" (fn () => let val (a, _) = ForkJoin.par (fn () => raise L 4, fn () => (ran := false; 0)) in Int.toString a end)
(* nested: an exception from deep inside nested forks, handled halfway *)
fun deep 0 = raise Div
  | deep d = let val (a, b) = ForkJoin.par (fn () => busy 5000, fn () => deep (d - 1)) in a + b end
val _ = try "deep" (fn () => Int.toString (deep 10))
val _ = try "handled inside" (fn () =>
          let val (a, b) = ForkJoin.par (fn () => (deep 5 handle Div => 7), fn () => (deep 6 handle Div => 8))
          in Int.toString (a + b) end)
(* many forks, each raising in one branch, all caught *)
fun count 0 = 0
  | count n = (let val (_, _) = ForkJoin.par (fn () => busy 100, fn () => raise R "c") in 0 end handle R _ => 1) + count (n - 1)
val _ = print ("caught " ^ Int.toString (count 200) ^ "\n")
val _ = print (Int.toString (spin 10) ^ "\n")
