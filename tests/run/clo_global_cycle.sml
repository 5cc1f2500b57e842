(* A global closure (`eq`) reaches a local function both from its caller
   and back through closures that hold it in their environments and call
   the function again (the shape of `ForkJoin.par (fn () => cols ..., ...)`
   in nqueens): known-calls replaces the parameter and the environment
   slots by the global, and the calls through it become direct. *)
val eq = fn (a : int, b : int) => a = b
val r : (unit -> int) list ref = ref []
fun place (n, q) =
  let fun cols (lo, hi) =
        if eq (hi - lo, 1) then (if eq (lo, q) then 0 else 1)
        else let val mid = lo + (hi - lo) div 2
             in r := [fn () => cols (lo, mid), fn () => cols (mid, hi)];
                case r of ref [f, g] => f () + g () | _ => 0 end
  in cols (0, n) end
val c = ref 0
val () = c := place (8, 3) + place (9, 4)
val () = print (Int.toString (!c) ^ "\n")
(* Two different globals through the same cycle: nothing is substituted. *)
fun count (p, n) =
  let fun go (lo, hi) =
        if hi - lo = 1 then (if p lo then 1 else 0)
        else let val mid = lo + (hi - lo) div 2
             in r := [fn () => go (lo, mid), fn () => go (mid, hi)];
                case r of ref [f, g] => f () + g () | _ => 0 end
  in go (0, n) end
val even = fn i => i mod 2 = 0
val small = fn i => i < 5
val () = print (Int.toString (count (even, 20)) ^ " " ^ Int.toString (count (small, 20)) ^ "\n")
