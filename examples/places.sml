(* Parallel sums with places.  The main program spawns N places (the
   argument, default 4); each is a worker that receives jobs (a closure
   and a range) on its channel, runs them and sends back results, until
   it gets Stop.  Jobs are plain SML closures: places are copies of the
   same program, so functions travel in messages like any other value.
   A SharedArray counts the jobs done, across all places. *)
datatype job = Job of int * int * (int -> int) | Stop

val n = case CommandLine.arguments () of [a] => valOf (Int.fromString a) | _ => 4
val done = Place.SharedArray.array (1, 0)

fun worker (c : (int, job) Place.chan) =
  case Place.recv c of
    Stop => ()
  | Job (lo, hi, f) =>
      let fun sum (i, acc) = if i >= hi then acc else sum (i + 1, acc + f i)
      in Place.send (c, sum (lo, 0));
         ignore (Place.SharedArray.fetchAndAdd (done, 0, 1));
         worker c
      end

val workers = List.tabulate (n, fn _ => Place.spawn worker)

(* Sends one job per worker, splitting [0, total) evenly, and adds up. *)
fun run (total, f) =
  let
    val () = List.app (fn (k, p) => Place.send (Place.chan p, Job (k * total div n, (k + 1) * total div n, f)))
                      (ListPair.zip (List.tabulate (n, fn k => k), workers))
  in
    foldl (fn (p, acc) => acc + Place.recv (Place.chan p)) 0 workers
  end

fun collatz x = let fun go (1, s) = s | go (x, s) = go (if x mod 2 = 0 then x div 2 else 3 * x + 1, s + 1) in go (x, 0) end

val () = print ("sum of squares below 10^6: " ^ Int.toString (run (1000000, fn i => i * i)) ^ "\n")
val () = print ("Collatz steps below 10^5: " ^ Int.toString (run (100000, fn i => if i = 0 then 0 else collatz i)) ^ "\n")
val () = List.app (fn p => Place.send (Place.chan p, Stop)) workers
val () = List.app (fn p => ignore (Place.wait p)) workers
val () = print (Int.toString (Place.SharedArray.sub (done, 0)) ^ " jobs done by " ^ Int.toString n ^ " places\n")
