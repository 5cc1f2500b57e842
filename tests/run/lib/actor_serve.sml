(* Actor.serve: a server whose handler runs inside Region.run for every
   message.  The handler makes garbage (a list per message, freed with
   the region), keeps part of what it makes in its state (the state
   escapes), and replies with values made in the region (sends escape);
   a message stored into a ref made outside survives too.  exit Normal
   from the handler ends the server normally; a receive inside a handler
   is refused (Fail), which ends that server with Error. *)
datatype req = Add of int | Get of reply Actor.pid | Nested | Quit
and reply = Sum of int * int list | Down of Actor.reason
fun say s = print (s ^ "\n")

val stored : int list ref = ref []

(* state: (total, the last three lists' lengths) *)
fun handler (me, (total, recent), Add n) =
      let val xs = List.tabulate (n, fn i => i)          (* garbage per message *)
          val s = List.foldl op+ 0 xs
      in
        if n = 7 then stored := List.rev xs else ();
        (total + s, List.take (length xs :: recent, Int.min (3, 1 + length recent)))
      end
  | handler (_, (total, recent), Get p) = (Actor.send (p, Sum (total, List.map (fn x => x * 10) recent)); (total, recent))
  | handler (me, _, Nested) = (ignore (Actor.receiveAny me); raise Fail "not reached")
  | handler (_, state, Quit) = Actor.exit Actor.Normal

fun main me =
  let
    val s = Actor.spawnServer (0, []) handler
    val _ = Actor.monitor s (me, Down)
    val () = List.app (fn n => Actor.send (s, Add n)) (List.tabulate (2000, fn i => i mod 100))
    val () = Actor.send (s, Get me)
    val () = case Actor.receiveAny me of
               Sum (t, r) => say ("total " ^ Int.toString t ^ ", recent " ^ String.concatWith " " (map Int.toString r))
             | Down _ => say "down?"
    val () = say ("stored " ^ String.concatWith " " (map Int.toString (!stored)))
    val () = Actor.send (s, Quit)
    val () = case Actor.receiveAny me of Down r => say ("server ended: " ^ Actor.reasonToString r) | _ => say "?"
    (* a handler that receives *)
    val t = Actor.spawnServer (0, []) handler
    val _ = Actor.monitor t (me, Down)
    val () = Actor.send (t, Nested)
  in
    case Actor.receiveAny me of Down r => say ("nested receive: " ^ Actor.reasonToString r) | _ => say "?"
  end
val _ = Actor.run main
