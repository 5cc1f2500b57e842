(* The main actor ends by an uncaught exception: its message goes to
   stderr, the other actors still finish their work, Actor.run returns
   OS.Process.failure, and the program exits with status 1. *)
fun say s = print (s ^ "\n")
fun main (me : int Actor.pid) =
  let
    val helper = Actor.spawn (fn (h : int Actor.pid) => say ("helper got " ^ Int.toString (Actor.receiveAny h)))
  in
    Actor.send (helper, 42);
    raise Fail "main gives up"
  end
val () = OS.Process.exit (Actor.run main)
