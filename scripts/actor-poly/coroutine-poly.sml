(* scripts/actor-poly/coroutine-poly.sml: SkeinCoroutine (basis/coroutine.sml)
   emulated on Poly/ML's threads for scripts/actor-poly-check.sh: one OS
   thread per coroutine, exactly one of which runs (the one whose id is
   in `running`; the others wait on one condition variable, so a switch
   costs O(threads): fine for tests, not for big rings).  Region.run is
   f (): regions change memory, not results. *)
structure SkeinCoroutine =
struct
  type t = int
  val lock = Thread.Mutex.mutex ()
  val cv = Thread.ConditionVar.conditionVar ()
  val running = ref 0
  val next = ref 0
  val me : int Universal.tag = Universal.tag ()
  fun current () = getOpt (Thread.Thread.getLocal me, 0)
  fun waitTurn id = (while !running <> id do Thread.ConditionVar.wait (cv, lock))
  fun handTo t = (running := t; Thread.ConditionVar.broadcast cv)
  fun new (f : unit -> unit) : t =
    let
      val () = next := !next + 1
      val id = !next
      fun body () =
        (Thread.Mutex.lock lock; waitTurn id; Thread.Mutex.unlock lock; f ())
    in
      ignore (Thread.Thread.fork (fn () => (Thread.Thread.setLocal (me, id); body ()), []));
      id
    end
  fun switch t =
    let val id = current ()
    in Thread.Mutex.lock lock; handTo t; waitTurn id; Thread.Mutex.unlock lock end
  fun exit t = (Thread.Mutex.lock lock; handTo t; Thread.Mutex.unlock lock; Thread.Thread.exit ())
  fun discard (_ : t) = ()
end
structure Region = struct fun run f = f () end
