(* queue.sml: Queue, QUEUE as a reference to a Fifo.fifo. *)

structure Queue :> QUEUE =
  struct
    type 'a queue = 'a Fifo.fifo ref

    exception Dequeue = Fifo.Dequeue

    fun mkQueue () = ref Fifo.empty
    fun clear q = q := Fifo.empty
    fun isEmpty q = Fifo.isEmpty (!q)
    fun enqueue (q, x) = q := Fifo.enqueue (!q, x)
    fun dequeue q = let val (rest, x) = Fifo.dequeue (!q) in q := rest; x end
    fun next q = case Fifo.next (!q) of SOME (x, rest) => (q := rest; SOME x) | NONE => NONE
    fun delete (q, p) = q := Fifo.delete (!q, p)
    fun head q = Fifo.head (!q)
    fun peek q = Fifo.peek (!q)
    fun length q = Fifo.length (!q)
    fun contents q = Fifo.contents (!q)
    fun app f q = Fifo.app f (!q)
    fun map f q = ref (Fifo.map f (!q))
    fun foldl f acc q = Fifo.foldl f acc (!q)
    fun foldr f acc q = Fifo.foldr f acc (!q)
  end
