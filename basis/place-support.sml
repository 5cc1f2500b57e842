(* SkeinPlaceSupport: what Place ($(SML_LIB)/basis/place.mlb, place.sml)
   needs from the basis's hidden SkeinSys.  Internal: not for programs.
   A place is a forked copy of the program (runtime/places/place.c), so
   before the fork every buffered output stream is flushed (else both
   copies would write the same bytes), and in the new place the parent's
   OS.Process.atExit actions are dropped (they are the parent's). *)
structure SkeinPlaceSupport =
struct
  val flushAll = SkeinSys.flushAll
  fun forgetExitActions () = SkeinSys.exitActions := []
end
