(* ForkJoin, MPL's fork-join interface.  Sequential for now: par runs f
   then g, parfor runs the loop in order; the runtime's scheduler will
   replace these bodies with real parallelism. *)

signature FORK_JOIN =
sig
  val par : (unit -> 'a) * (unit -> 'b) -> 'a * 'b
  val parfor : int -> int * int -> (int -> unit) -> unit
  val alloc : int -> 'a array
end

structure ForkJoin : FORK_JOIN =
struct
  fun par (f, g) =
    let val a = f ()
    in (a, g ()) end

  (* The grain size is accepted and ignored (heartbeat scheduling needs none). *)
  fun parfor (_ : int) (lo, hi) f =
    let fun loop i = if i >= hi then () else (f i; loop (i + 1))
    in loop lo end

  (* An array whose elements must be written before they are read. *)
  fun alloc n = if n < 0 then raise Size else (_prim "Array.alloc" : int -> 'a array) n
end
