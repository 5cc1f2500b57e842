(* Remembered slots (down-pointers) that go stale.  Tasks write strings
   they allocate into an array of the root heap (each write is a
   remembered slot of the task's heap), then overwrite some of those slots
   with a root-heap string (the remembered entry no longer points into the
   task's heap and must be dropped) or with a newer string of their own,
   and allocate between writes so that their heaps collect meanwhile.  A
   task's heap holds more than one block (254 slots) of remembered slots,
   so a collection compacts them across blocks (gc/collect.c,
   evacuate_remembered).  The array must end up holding exactly the last
   string written to each slot. *)
val n = 6000
val root = "root"
val a : string array = Array.array (n, root)
fun mk i = "s" ^ Int.toString i
fun expected i = if i mod 7 = 0 then mk (2 * i) else if i mod 3 = 0 then root else mk i
val () =
  ForkJoin.parfor 1 (0, n div 500) (fn b =>
    let
      fun loop i =
        if i >= (b + 1) * 500 then ()
        else
          (Array.update (a, i, mk i);
           ignore (List.tabulate (20, fn k => k + i));
           if i mod 3 = 0 then Array.update (a, i, root) else ();
           if i mod 7 = 0 then Array.update (a, i, mk (2 * i)) else ();
           loop (i + 1))
    in loop (b * 500) end)
fun bad i = if i >= n then 0 else (if Array.sub (a, i) = expected i then 0 else 1) + bad (i + 1)
val () = print ("wrong slots: " ^ Int.toString (bad 0) ^ "\n")
(* a second round over the same slots, now in the root heap's data *)
val () =
  ForkJoin.parform (0, n) (fn i => if i mod 2 = 0 then Array.update (a, i, mk (3 * i)) else ())
fun bad2 i = if i >= n then 0 else (if Array.sub (a, i) = (if i mod 2 = 0 then mk (3 * i) else expected i) then 0 else 1) + bad2 (i + 1)
val () = print ("wrong slots after the second round: " ^ Int.toString (bad2 0) ^ "\n")
val () = print ("sum of sizes: " ^ Int.toString (Array.foldl (fn (s, k) => k + size s) 0 a) ^ "\n")
