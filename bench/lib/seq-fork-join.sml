(* bench/lib/seq-fork-join.sml: the sequential elision of ForkJoin, same
   signature as $(SML_LIB)/basis/fork-join.sml.  par (f, g) = (f (), g ())
   and parfor, parform and reducem are plain loops, so a benchmark built against this file
   measures Ts, the time of the best sequential program the parallel code
   elides to.  alloc and the statistics are the basis's. *)
structure ForkJoin : FORK_JOIN =
struct
  open ForkJoin

  fun par (f, g) = (f (), g ())

  fun parform (lo, hi) (f : int -> unit) =
    let fun loop i = if i >= hi then () else (f i; loop (i + 1))
    in loop lo end

  fun parfor (_ : int) (lo, hi) f = parform (lo, hi) f

  fun reducem g z (lo, hi) f =
    let fun loop (i, acc) = if i >= hi then acc else loop (i + 1, g (acc, f i))
    in loop (lo, z) end
end
