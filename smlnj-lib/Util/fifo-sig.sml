(* fifo-sig.sml: FIFO, applicative first-in first-out queues (Fifo). *)

signature FIFO =
  sig
    type 'a fifo

    (* raised by dequeue and head on an empty queue *)
    exception Dequeue

    val empty : 'a fifo
    val isEmpty : 'a fifo -> bool
    val enqueue : 'a fifo * 'a -> 'a fifo
    val dequeue : 'a fifo -> 'a fifo * 'a
    val next : 'a fifo -> ('a * 'a fifo) option
    (* removes the first (oldest) element that satisfies the predicate *)
    val delete : 'a fifo * ('a -> bool) -> 'a fifo
    val head : 'a fifo -> 'a
    val peek : 'a fifo -> 'a option
    val length : 'a fifo -> int
    (* the elements, oldest first *)
    val contents : 'a fifo -> 'a list
    val app : ('a -> unit) -> 'a fifo -> unit
    val map : ('a -> 'b) -> 'a fifo -> 'b fifo
    (* oldest first *)
    val foldl : ('a * 'b -> 'b) -> 'b -> 'a fifo -> 'b
    (* newest first *)
    val foldr : ('a * 'b -> 'b) -> 'b -> 'a fifo -> 'b
  end
