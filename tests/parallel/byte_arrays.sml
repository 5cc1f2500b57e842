(* Char, Word8 and bool arrays (one byte per element) filled in parallel:
   neighbouring elements share a word, so tasks store bytes, not words *)
val n = 100000
val cs = ForkJoin.alloc n : char array
val () = ForkJoin.parfor 100 (0, n) (fn i => Array.update (cs, i, Char.chr (97 + i mod 26)))
val ws = ForkJoin.alloc n : Word8.word array
val () = ForkJoin.parfor 1 (0, n) (fn i => Array.update (ws, i, Word8.fromInt (i * 7)))
val bs = ForkJoin.alloc n : bool array
val () = ForkJoin.parfor 1 (0, n) (fn i => Array.update (bs, i, i mod 3 = 0))
fun count p a = ForkJoin.reducem op + 0 (0, Array.length a) (fn i => if p (Array.sub (a, i)) then 1 else 0)
val () = print ("a: " ^ Int.toString (count (fn c => c = #"a") cs) ^ "\n")
val () = print ("word sum: " ^ Int.toString (ForkJoin.reducem op + 0 (0, n) (fn i => Word8.toInt (Array.sub (ws, i)))) ^ "\n")
val () = print ("true: " ^ Int.toString (count (fn b => b) bs) ^ "\n")
val () = print (CharVector.tabulate (30, fn i => Array.sub (cs, i)) ^ "\n")
(* sieve of Eratosthenes on a bool array, crossed off in parallel *)
val m = 200000
val prime = Array.array (m, true)
val () = Array.update (prime, 0, false)
val () = Array.update (prime, 1, false)
fun sieve p = if p * p >= m then () else
  (if Array.sub (prime, p) then ForkJoin.parfor 64 (p, (m - 1) div p + 1) (fn k => if k >= p then Array.update (prime, k * p, false) else ())
   else (); sieve (p + 1))
val () = sieve 2
val () = print ("primes below " ^ Int.toString m ^ ": " ^ Int.toString (count (fn b => b) prime) ^ "\n")
(* one-byte compare-and-swap: claim each cell once *)
val claimed = Array.array (1000, false)
val wins = ref 0
val () = ForkJoin.parfor 1 (0, 8000) (fn i =>
  if not (MLton.Parallel.arrayCompareAndSwap (claimed, i mod 1000) (false, true)) then ignore (MLton.Parallel.fetchAndAdd wins 1) else ())
val () = print ("claims: " ^ Int.toString (!wins) ^ " " ^ Int.toString (count (fn b => b) claimed) ^ "\n")
val letters = Array.array (64, #"a")
fun bump k = let val c = Array.sub (letters, k) in
  if MLton.Parallel.arrayCompareAndSwap (letters, k) (c, Char.succ c) = c then () else bump k end
val () = ForkJoin.parfor 1 (0, 64 * 20) (fn i => bump (i mod 64))
val () = print (CharVector.tabulate (64, fn i => Array.sub (letters, i)) ^ "\n")
