(* ForkJoin.par with branch closures built in the C frame (prims_par.rs):
   results of every C type, pointer environments, a closure used twice, a
   result tuple used whole, and a recursive branch that needs its closure. *)
fun rfib (n : int) : real = if n < 2 then real n else
  let val (a, b) = ForkJoin.par (fn () => rfib (n - 1), fn () => rfib (n - 2)) in a + b end
fun sfib n = if n < 2 then Int.toString n else
  let val (a, b) = ForkJoin.par (fn () => sfib (n - 1), fn () => sfib (n - 2)) in String.substring (a ^ b, 0, 1) end
fun cfib (n, c : char) = if n < 2 then c else
  let val (a, b) = ForkJoin.par (fn () => cfib (n - 1, Char.succ c), fn () => cfib (n - 2, c)) in if a > b then a else b end
fun wfib n : word = if n < 2 then Word.fromInt n else
  let val (a, b) = ForkJoin.par (fn () => wfib (n - 1), fn () => wfib (n - 2)) in a + b end
(* a list environment and a list result *)
fun build (xs : int list, n) = if n = 0 then xs else
  let val (a, b) = ForkJoin.par (fn () => build (n :: xs, n - 1), fn () => build (xs, n - 1))
  in if length a > length b then a else b end
(* the same closure as both branches *)
fun twice n = let val h = fn () => n * 2 val (a, b) = ForkJoin.par (h, h) in a + b end
(* the result tuple used whole *)
fun whole n = let val p = ForkJoin.par (fn () => n + 1, fn () => Int.toString n) in p end
(* a branch that refers to itself through its closure *)
fun countdown n =
  let fun go () = if n <= 0 then 0 else #1 (ForkJoin.par (fn () => countdown (n - 1) + 1, go'))
      and go' () = n
  in go () end
val _ = print (Real.toString (rfib 20) ^ " " ^ sfib 15 ^ " " ^ str (cfib (12, #"a")) ^ " " ^ Word.toString (wfib 20) ^ "\n")
val _ = print (Int.toString (length (build ([], 14))) ^ " " ^ Int.toString (twice 21) ^ "\n")
val (a, b) = whole 41
val _ = print (Int.toString a ^ " " ^ b ^ " " ^ Int.toString (countdown 1000) ^ "\n")
(* a result nobody uses *)
fun fill (arr, lo, hi) =
  if hi - lo < 2 then (if lo < hi then Array.update (arr, lo, lo * lo) else ())
  else let val mid = lo + (hi - lo) div 2
           val _ = ForkJoin.par (fn () => fill (arr, lo, mid), fn () => fill (arr, mid, hi))
       in () end
val arr = Array.array (1000, 0)
val () = fill (arr, 0, 1000)
val _ = print (Int.toString (Array.foldl op+ 0 arr) ^ "\n")
