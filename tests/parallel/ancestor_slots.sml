(* Tasks overwrite the slots of an ancestor's array again and again with
   fresh lists, now and then with a root-heap value in between: each
   task's heap must keep every such slot a root of its collections, a slot
   whose list is young in its `remembered` set, one whose list is old in
   `remembered` or `remembered_old` (runtime/gc/heap.h, REMEMBERED SETS;
   debug-gc checks both for every slot of every ancestor).  Each task
   reads its slot back after every store. *)
val n = 64
val rounds = 200
val shared = [7, 7]
val a = Array.array (n, [0])
val bad = ref 0
fun sum l = foldl op+ 0 l
fun work i =
  let
    fun loop k =
      if k = 0 then ()
      else
        let
          val () = Array.update (a, i, [k, i, k + i])
          val garbage = List.tabulate (8, fn j => j * k)
          val () = if k mod 7 = 0 then Array.update (a, i, shared) else ()
          val () = if k mod 7 = 0 then Array.update (a, i, [k, i, k + i]) else ()
        in
          if sum (Array.sub (a, i)) <> 2 * (k + i) orelse sum garbage <> 28 * k then bad := 1 else ();
          loop (k - 1)
        end
  in
    loop rounds
  end
fun go (lo, hi) =
  if hi - lo = 1 then work lo
  else
    let val mid = (lo + hi) div 2
    in ignore (ForkJoin.par (fn () => go (lo, mid), fn () => go (mid, hi))) end
val () = go (0, n)
val () = print ("bad " ^ Int.toString (!bad) ^ "\n")
val () = print ("sum " ^ Int.toString (Array.foldl (fn (l, s) => s + sum l) 0 a) ^ "\n")
