(* A discrete event simulation with a sorted event list, closures as event actions and a global clock ref. *)
val clock = ref 0 val queue : (int * (unit -> unit)) list ref = ref [] val out = ref []
fun schedule (t, f) = let fun ins [] = [(t, f)] | ins ((e as (t', _)) :: r) = if t < t' then (t, f) :: e :: r else e :: ins r in queue := ins (!queue) end
fun run () = case !queue of [] => () | (t, f) :: r => (queue := r; clock := t; f (); run ())
fun customer (name, arrive, service) = schedule (arrive, fn () => (out := (name ^ "+" ^ Int.toString (!clock)) :: !out; schedule (!clock + service, fn () => out := (name ^ "-" ^ Int.toString (!clock)) :: !out)))
val _ = List.app customer [("a", 0, 5), ("b", 2, 1), ("c", 3, 7), ("d", 9, 2)]
val _ = run ()
val _ = print (String.concatWith " " (rev (!out)) ^ " end@" ^ Int.toString (!clock) ^ "\n")
