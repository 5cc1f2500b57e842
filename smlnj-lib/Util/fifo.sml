(* fifo.sml: Fifo, FIFO as a pair of lists: the front (oldest first) and
 * the rear (newest first); an element moves from the rear to the front at
 * most once, so each operation takes constant amortized time.
 * INVARIANT: the front is empty only if the rear is. *)

structure Fifo :> FIFO =
  struct
    datatype 'a fifo = Q of 'a list * 'a list

    exception Dequeue

    (* restores the invariant *)
    fun mk ([], rear) = Q (rev rear, [])
      | mk (front, rear) = Q (front, rear)

    val empty = Q ([], [])

    fun isEmpty (Q ([], _)) = true
      | isEmpty _ = false

    fun enqueue (Q (front, rear), x) = mk (front, x :: rear)

    fun next (Q ([], _)) = NONE
      | next (Q (x :: front, rear)) = SOME (x, mk (front, rear))

    fun dequeue q = case next q of SOME (x, q') => (q', x) | NONE => raise Dequeue

    fun contents (Q (front, rear)) = front @ rev rear

    fun delete (q, p) =
          let
            fun drop [] = []
              | drop (x :: xs) = if p x then xs else x :: drop xs
          in
            mk (drop (contents q), [])
          end

    fun peek (Q ([], _)) = NONE
      | peek (Q (x :: _, _)) = SOME x

    fun head q = case peek q of SOME x => x | NONE => raise Dequeue

    fun length (Q (front, rear)) = List.length front + List.length rear

    fun app f q = List.app f (contents q)
    fun map f q = Q (List.map f (contents q), [])
    fun foldl f acc q = List.foldl f acc (contents q)
    fun foldr f acc q = List.foldr f acc (contents q)
  end
