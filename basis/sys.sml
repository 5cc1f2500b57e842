(* SkeinSys: what the I/O and OS structures share and users do not see
   (basis.mlb hides this file): the SysErr exception (re-exported as
   OS.SysErr), turning the primitives' ~errno results into it, the
   registry of open output streams flushed at exit, OS.Process's exit
   actions, and the exit hook the runtime calls when the program ends
   (runtime/os.c: normal end, uncaught exception, OS.Process.exit).

   Invariant: every primitive result that can be ~errno goes through
   `check` or `checkObj` before it is used. *)
structure SkeinSys =
struct
  type syserror = int
  type iodesc = int   (* a file descriptor: OS.IO.iodesc *)
  exception SysErr of string * syserror option

  fun sysErr e = SysErr (SkeinPrimIO.errorMsg e, SOME e)

  (* r >= 0: r; r < 0: raise SysErr for errno ~r. *)
  fun check r = if r < 0 then raise sysErr (~ r) else r
  fun checkUnit r = ignore (check r)
  (* After a primitive that returns an object: raise if it failed. *)
  fun checkObj x = let val e = SkeinPrimIO.errno () in if e <> 0 then raise sysErr e else x end

  val constant = SkeinPrimIO.constant

  (* Output streams to flush at exit: (id, flush). *)
  val openOut : (int * (unit -> unit)) list ref = ref []
  val nextId = ref 0
  fun registerOut flush =
    let val id = !nextId in nextId := id + 1; openOut := (id, flush) :: !openOut; id end
  fun unregisterOut id = openOut := List.filter (fn (i, _) => i <> id) (!openOut)
  fun flushAll () = List.app (fn (_, f) => f () handle _ => ()) (!openOut)

  (* OS.Process.atExit actions, most recent first. *)
  val exitActions : (unit -> unit) list ref = ref []
  fun runExitActions () =
    case !exitActions of
      [] => ()
    | f :: rest => (exitActions := rest; f () handle _ => (); runExitActions ())

  fun exitHook () = (runExitActions (); flushAll ())
  val () = SkeinPrimIO.setExitHook exitHook
end
