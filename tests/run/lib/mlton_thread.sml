(* MLton.Thread: a generator (a producer thread hands values to its
   consumer one at a time by switching), prepend, a thread resumed twice
   refused, values on suspended stacks surviving collections, and the
   atomic-section bookkeeping. *)
structure T = MLton.Thread
fun say s = print (s ^ "\n")

fun gen (xs : int list) : unit -> int option =
  let
    val back : int option T.t option ref = ref NONE
    val resume : unit T.t option ref = ref NONE
    fun emit v = T.switch (fn me : unit T.t => (resume := SOME me; T.prepare (valOf (!back), v)))
    fun finish () = (emit NONE; finish ())
    val producer : unit T.t =
      T.new (fn () =>
        let val keep = List.tabulate (100, fn i => Int.toString i)   (* on the producer's stack *)
        in List.app (fn x => emit (SOME (x + List.length keep - 100))) xs; finish () end)
    val () = resume := SOME producer
  in
    fn () => T.switch (fn me => (back := SOME me; T.prepare (valOf (!resume), ())))
  end

fun garbage n = List.foldl (fn (s, a) => a + size s) 0 (List.tabulate (n, fn i => Int.toString i ^ "x"))

val next = gen (List.tabulate (1000, fn i => i))
fun drain (acc, n) = case next () of SOME v => (ignore (garbage 50); drain (acc + v, n + 1)) | NONE => (acc, n)
val (sum, count) = drain (0, 0)
val () = say ("generator " ^ Int.toString sum ^ " " ^ Int.toString count)
val () = say ("exhausted " ^ (case next () of NONE => "none" | SOME _ => "some"))

val lengths = ref []
val main : unit T.t option ref = ref NONE
val counter : int T.t = T.new (fn n => (lengths := n :: !lengths; T.switch (fn _ => T.prepare (valOf (!main), ()))))
val viaString : string T.t = T.prepend (counter, String.size)
val () = T.switch (fn me => (main := SOME me; T.prepare (viaString, "hello")))
val () = say ("prepend " ^ String.concatWith "," (List.map Int.toString (!lengths)))

val again = T.new (fn () => T.switch (fn _ => T.prepare (valOf (!main), ())))
val r = T.prepare (again, ())
val () = T.switch (fn me => (main := SOME me; r))
val () = (T.switch (fn me => (main := SOME me; r)); say "resumed twice?") handle Fail _ => say "second resume refused"

val () = say (case T.atomicState () of T.AtomicState.NonAtomic => "non-atomic" | T.AtomicState.Atomic n => "atomic " ^ Int.toString n)
val () = T.atomicBegin ()
val () = T.atomicBegin ()
val () = say (case T.atomicState () of T.AtomicState.NonAtomic => "non-atomic" | T.AtomicState.Atomic n => "atomic " ^ Int.toString n)
val () = (T.atomicEnd (); T.atomicEnd ())
val x = T.atomically (fn () => case T.atomicState () of T.AtomicState.Atomic n => n | _ => 0)
val () = say ("atomically " ^ Int.toString x ^ ", then " ^ (case T.atomicState () of T.AtomicState.NonAtomic => "non-atomic" | _ => "atomic"))
