(* queue-sig.sml: QUEUE, imperative first-in first-out queues (Queue). *)

signature QUEUE =
  sig
    type 'a queue

    (* raised by dequeue and head on an empty queue *)
    exception Dequeue

    val mkQueue : unit -> 'a queue
    val clear : 'a queue -> unit
    val isEmpty : 'a queue -> bool
    val enqueue : 'a queue * 'a -> unit
    val dequeue : 'a queue -> 'a
    (* dequeues, or NONE if empty *)
    val next : 'a queue -> 'a option
    (* removes the first (oldest) element that satisfies the predicate *)
    val delete : 'a queue * ('a -> bool) -> unit
    val head : 'a queue -> 'a
    val peek : 'a queue -> 'a option
    val length : 'a queue -> int
    val contents : 'a queue -> 'a list
    val app : ('a -> unit) -> 'a queue -> unit
    (* a new queue *)
    val map : ('a -> 'b) -> 'a queue -> 'b queue
    val foldl : ('a * 'b -> 'b) -> 'b -> 'a queue -> 'b
    val foldr : ('a * 'b -> 'b) -> 'b -> 'a queue -> 'b
  end
