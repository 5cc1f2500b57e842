(* bench/actors/ring.sml: the cost of a message: a ring of `nodes` actors
   passing one token `laps` times around (each node adds 1), so
   nodes * laps sends and receives, each a switch between actors.  Args:
   nodes laps.  Prints the token's final value (nodes * laps). *)
datatype msg = Token of int | Stop

fun node next me =
  case Actor.receiveAny me of
    Token n => (Actor.send (next, Token (n + 1)); node next me)
  | Stop => Actor.send (next, Stop)

val nodes = BenchUtil.arg 0
val laps = BenchUtil.arg 1
fun main me =
  let
    fun build (1, next) = next
      | build (i, next) = build (i - 1, Actor.spawn (node next))
    val second = build (nodes, me)
    fun lap (0, token) = token
      | lap (n, token) =
          (Actor.send (second, Token (token + 1));
           case Actor.receiveAny me of Token t => lap (n - 1, t) | Stop => token)
    val t = lap (laps, 0)
  in
    Actor.send (second, Stop);
    print ("ring " ^ Int.toString nodes ^ " " ^ Int.toString laps ^ " " ^ Int.toString t ^ "\n")
  end
val _ = Actor.run main
