(* CML threads that use ForkJoin between synchronisations: each worker
   thread receives n, computes fib n with ForkJoin.par (and a parallel
   loop), and sends the result back; the threads switch only outside the
   forks, which is what the runtime supports. *)
fun say s = print (s ^ "\n")
fun fib n = if n < 2 then n else let val (a, b) = ForkJoin.par (fn () => fib (n - 1), fn () => fib (n - 2)) in a + b end
fun squares n =
  let val a = ForkJoin.alloc n
  in ForkJoin.parfor 100 (0, n) (fn i => Array.update (a, i, i * i)); Array.foldl op+ 0 a end
fun main () =
  let
    val jobs = CML.channel () and results = CML.channel ()
    fun worker () = let val n = CML.recv jobs in CML.send (results, (n, fib n, squares (n * 1000))); worker () end
    val _ = List.tabulate (4, fn _ => CML.spawn worker)
    val ns = [20, 22, 24, 18, 25, 21]
    val _ = CML.spawn (fn () => List.app (fn n => CML.send (jobs, n)) ns)
    val rs = List.map (fn _ => CML.recv results) ns
    fun ins (x, []) = [x] | ins (x as (a, _, _), (y as (b, _, _)) :: r) = if a <= b then x :: y :: r else y :: ins (x, r)
    val sorted = List.foldl ins [] rs
  in
    List.app (fn (n, f, s) => say (Int.toString n ^ " " ^ Int.toString f ^ " " ^ Int.toString s)) sorted
  end
val _ = RunCML.doit (main, NONE)
