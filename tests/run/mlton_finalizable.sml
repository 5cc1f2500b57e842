(* no-poly *)
(* MLton.Finalizable: a finalizer runs once its value is unreachable and
   a collection found it (MLton.GC.collect () runs them), never while the
   value is reachable (touch, withValue); several finalizers of one value
   all run, the last added first (as MLton's list); finalizeBefore (b, c)
   runs b's before c's even when both are dropped together (c is freed by
   b's finalization, so a later collection finalizes it); at exit the
   finalizers still pending run, each exactly once (e's, kept by a global
   to the end).  Each scenario runs in a closure called through a ref, so
   that no slot of the top level's frame keeps its values. *)
structure F = MLton.Finalizable
fun line s = print (s ^ "\n")
val log = ref []
fun note s = log := s :: !log
fun flush tag = (line (tag ^ ": " ^ String.concatWith " " (rev (!log))); log := [])
fun collect () = (MLton.GC.collect (); MLton.GC.collect (); MLton.GC.collect ())

fun make name =
  let val f = F.new (List.tabulate (100, fn i => i))
  in F.addFinalizer (f, fn l => note (name ^ "(" ^ Int.toString (length l) ^ ")")); f end

val count = ref 0
val scenarios = ref [
  fn () => ignore (make "a"),
  fn () =>
    let
      val c = make "c"
      val b = make "b"
      val () = F.addFinalizer (b, fn _ => note "b2")
    in F.finalizeBefore (b, c) end,
  fn () =>
    let
      val d = make "d"
      val () = collect ()
      val n = F.withValue (d, fn l => length l)
      val () = collect ()
      val () = note ("d-in-use-" ^ Int.toString n)
      val () = collect ()
    in F.touch d end,
  fn () =>
    let fun many 0 = () | many k = (F.addFinalizer (F.new k, fn _ => count := !count + 1); many (k - 1))
    in many 1000 end]
val names = ["dropping a", "dropping b and c", "using d", "1000 values"]
val () = ListPair.app (fn (s, name) => (s (); collect (); flush ("after " ^ name))) (!scenarios, names)
val () = line ("finalized of 1000: " ^ Bool.toString (!count >= 990 andalso !count <= 1000))

val kept = F.new "e"
val () = F.addFinalizer (kept, fn s => line (s ^ " finalized at exit"))
val () = line "end of program"
val () = F.withValue (kept, fn s => line ("still " ^ s))
