(* Names: register makes a pid findable by a name value; whereis by that
   value (another name value with the same string finds nothing, so types
   stay sound); a string can be registered once (Fail otherwise), a dead
   actor not at all; unregister frees the string; an actor's names go
   when it ends. *)
datatype msg = Hello of string | Stop
fun say s = print (s ^ "\n")
val server : msg Actor.name = Actor.name "server"
val other : int Actor.name = Actor.name "server"   (* same string, other type *)

fun serverBody me =
  case Actor.receiveAny me of
    Hello s => (say ("server: hello " ^ s); serverBody me)
  | Stop => say "server stops"

fun tryIt what f = (f (); say (what ^ ": ok")) handle Fail m => say (what ^ ": Fail " ^ m)

fun main (me : msg Actor.pid) =
  let
    val () = say ("before: " ^ (if isSome (Actor.whereis server) then "found" else "none"))
    val s = Actor.spawn serverBody
    val () = Actor.register (server, s)
    val () = case Actor.whereis server of
               SOME p => (say ("found same " ^ Bool.toString (Actor.samePid (p, s))); Actor.send (p, Hello "a"))
             | NONE => say "not found"
    val () = say ("other value: " ^ (if isSome (Actor.whereis other) then "found" else "none"))
    val () = tryIt "register same string, other value" (fn () => Actor.register (other, Actor.spawn (fn _ => ())))
    val () = tryIt "register again" (fn () => Actor.register (server, me))
    val () = tryIt "register a second name for the same actor" (fn () => Actor.register (Actor.name "alias", s))
    val () = Actor.unregister server
    val () = say ("after unregister: " ^ (if isSome (Actor.whereis server) then "found" else "none"))
    val () = Actor.unregister server   (* not registered: nothing *)
    val () = tryIt "register the freed string" (fn () => Actor.register (server, s))
    val () = Actor.yield ()
    (* the name goes when its actor ends *)
    val () = Actor.send (s, Stop)
    val () = Actor.yield ()
    val () = say ("after end: " ^ (if isSome (Actor.whereis server) then "found" else "none"))
    val () = tryIt "register a dead actor" (fn () => Actor.register (Actor.name "late", s))
    val () = tryIt "register the string again" (fn () => Actor.register (server, me))
    val () = say ("main found " ^ Bool.toString (case Actor.whereis server of SOME p => Actor.samePid (p, me) | NONE => false))
    val () = say ("name " ^ Actor.nameToString other)
  in
    ()
  end

val _ = Actor.run main
