(* bench/actors/skynet.sml: the cost of spawning actors (the skynet
   benchmark, after the MLKit actor thesis): a tree of actors, each
   spawning `fan` children down to `leaves` leaves that send their number
   to their parent; parents send the sum up.  Args: leaves fan (leaves a
   power of fan).  Prints the sum of 0 .. leaves-1 and the actor count. *)
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

val leaves = BenchUtil.arg 0
val fan = BenchUtil.arg 1
fun actors (1, acc) = acc + 1
  | actors (n, acc) = actors (n div fan, acc + n)
fun main me =
  let val _ = Actor.spawn (skynet (me, 0, leaves, fan))
  in print ("skynet " ^ Int.toString leaves ^ " " ^ Int.toString (Actor.receiveAny me)
            ^ " actors " ^ Int.toString (actors (leaves, 0)) ^ "\n") end
val _ = Actor.run main
