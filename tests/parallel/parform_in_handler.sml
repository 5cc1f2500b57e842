(* A ForkJoin.parform whose body may raise, inside `handle _ => ...` in a
   function that therefore never raises: the loop runs at its site (one
   chunk) and an iteration's exception goes to the handler. *)
val arr = Array.array (10, 0)
fun fill n = (ForkJoin.parfor 100 (0, n) (fn i => Array.update (arr, i, i * i)); Array.foldl op+ 0 arr) handle _ => ~1
val (p, q) = ForkJoin.par (fn () => fill 10, fn () => 0)
val () = print (Int.toString p ^ " " ^ Int.toString q ^ "\n")
val (p, q) = ForkJoin.par (fn () => fill 12, fn () => 7)
val () = print (Int.toString p ^ " " ^ Int.toString q ^ "\n")
val (p, q) = ForkJoin.par (fn () => (ForkJoin.parfor 100 (0, 10) (fn i => Array.update (arr, i, 0)); 1) handle _ => ~1, fn () => 0)
val () = print (Int.toString p ^ "\n")
val (p, q) = ForkJoin.par (fn () => (ForkJoin.parfor 100 (0, 11) (fn i => Array.update (arr, i, 0)); 1) handle _ => ~1, fn () => 0)
val () = print (Int.toString p ^ "\n")
fun sum n = ForkJoin.reducem op+ 0 (0, n) (fn i => Array.sub (arr, i)) handle _ => ~5
val (p, q) = ForkJoin.par (fn () => sum 10, fn () => sum 11)
val () = print (Int.toString p ^ " " ^ Int.toString q ^ "\n")
