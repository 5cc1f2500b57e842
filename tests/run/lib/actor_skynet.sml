(* no-gc-stress *) (* Skynet (after the MLKit actor thesis and the
   original benchmark): each actor spawns `fan` children until the leaves,
   which send their number to their parent; every parent sends the sum of
   its children's.  Fan 10, depth 5: 111111 actors in all, about 11111
   alive at once (a child runs at once, so each spawn descends to a
   leaf first); the sum of 0 .. 99999.  Then a wider, shallower tree.
   (Too slow under gc-stress.) *)
fun skynet (parent, num, size, fan) me =
  if size = 1 then Actor.send (parent, num)
  else
    let
      val sub = size div fan
      fun spawnAll i =
        if i = fan then ()
        else (ignore (Actor.spawn (skynet (me, num + i * sub, sub, fan))); spawnAll (i + 1))
      fun sum (0, acc) = acc
        | sum (k, acc) = sum (k - 1, acc + Actor.receiveAny me)
    in
      spawnAll 0;
      Actor.send (parent, sum (fan, 0))
    end

fun main me =
  let
    val _ = Actor.spawn (skynet (me, 0, 100000, 10))
    val () = print ("skynet 100000 " ^ Int.toString (Actor.receiveAny me) ^ "\n")
    val _ = Actor.spawn (skynet (me, 0, 10000, 100))
  in
    print ("skynet 10000 by 100 " ^ Int.toString (Actor.receiveAny me) ^ "\n")
  end
val _ = Actor.run main
