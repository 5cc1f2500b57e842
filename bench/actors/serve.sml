(* bench/actors/serve.sml: region-style reclamation per message.  A
   server actor handles `messages` requests, each making a list of `garbage`
   conses and keeping only a number from it; its state is a small record
   plus the last few results.  Mode 0: an ordinary receive loop (the
   garbage waits for the collector); mode 1: Actor.serve (each handler
   runs in Region.run, its garbage freed when it returns).  Args: mode
   messages garbage.  Both print the same checksum; compare the
   collections and the max heap of `@skein stats`. *)
datatype msg = Work of int | Done of int Actor.pid

val mode = BenchUtil.arg 0
val messages = BenchUtil.arg 1
val garbage = BenchUtil.arg 2

(* (checksum, the last 8 results) *)
fun handle' (_, (h, recent), Work i) =
      let val xs = List.tabulate (garbage, fn j => i + j)
          val v = List.foldl (fn (x, a) => (a + x) mod 1000003) 0 xs
      in (BenchUtil.mix (h, v), List.take (v :: recent, Int.min (8, 1 + length recent))) end
  | handle' (_, (h, recent), Done p) = (Actor.send (p, h + length recent); Actor.exit Actor.Normal)

fun plain me =
  let fun loop state = loop (handle' (me, state, Actor.receiveAny me))
  in loop (0, []) end

fun main me =
  let
    val s = if mode = 0 then Actor.spawn plain else Actor.spawnServer (0, []) handle'
    fun feed 0 = ()
      | feed i = (Actor.send (s, Work i); if i mod 64 = 0 then Actor.yield () else (); feed (i - 1))
  in
    feed messages;
    Actor.send (s, Done me);
    print ("serve " ^ Int.toString messages ^ " " ^ Int.toString garbage ^ " " ^ Int.toString (Actor.receiveAny me) ^ "\n")
  end
val _ = Actor.run main
