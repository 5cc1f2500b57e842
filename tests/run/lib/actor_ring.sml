(* no-gc-stress *) (* A ring of 1000 actors passing a token 100 times
   around (each adds 1: 100000 messages), then a Stop that goes around
   once and ends every node; the main actor is node 0.  Also 50 tokens
   in flight at once in a ring of 100, 20 laps each.  (Too slow under
   gc-stress.) *)
datatype msg = Token of int | Stop
fun say s = print (s ^ "\n")

fun node next me =
  case Actor.receiveAny me of
    Token n => (Actor.send (next, Token (n + 1)); node next me)
  | Stop => Actor.send (next, Stop)

(* the ring's nodes 1 .. k-1, the last sending back to `first` *)
fun build (first, k) =
  let fun go (1, next) = next
        | go (i, next) = go (i - 1, Actor.spawn (node next))
  in go (k, first) end

fun main me =
  let
    val second = build (me, 1000)
    fun lap (0, token) = token
      | lap (n, token) =
          (Actor.send (second, Token (token + 1));
           case Actor.receiveAny me of Token t => lap (n - 1, t) | Stop => token)
    val () = say ("ring " ^ Int.toString (lap (100, 0)))
    val () = Actor.send (second, Stop)
    val () = case Actor.receiveAny me of Stop => say "stop came back" | Token _ => say "?"
    val () = say ("second alive " ^ Bool.toString (Actor.isAlive second))
    (* many tokens at once *)
    val second = build (me, 100)
    val () = List.app (fn i => Actor.send (second, Token (i * 1000000 + 1))) (List.tabulate (50, fn i => i))
    fun circulate (0, acc) = acc
      | circulate (k, acc) =
          case Actor.receiveAny me of
            Token t => if t mod 1000000 >= 2000 then circulate (k - 1, acc + t mod 1000000)
                       else (Actor.send (second, Token (t + 1)); circulate (k, acc))
          | Stop => acc
  in
    say ("tokens " ^ Int.toString (circulate (50, 0)));
    Actor.send (second, Stop)
  end
val st = Actor.run main
val () = say (if OS.Process.isSuccess st then "success" else "failure")
