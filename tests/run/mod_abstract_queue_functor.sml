(* A priority queue functor over an ordered key, used as a sorting device for ints and for string keys. *)
signature ORDERED = sig type t val le : t * t -> bool end
functor PQ (O : ORDERED) :> sig type q val empty : q val insert : O.t * q -> q val pop : q -> (O.t * q) option end = struct
  datatype q = E | T of int * O.t * q * q
  val empty = E
  fun rank E = 0 | rank (T (r, _, _, _)) = r
  fun mk (x, a, b) = if rank a >= rank b then T (rank b + 1, x, a, b) else T (rank a + 1, x, b, a)
  fun merge (h, E) = h | merge (E, h) = h
    | merge (h1 as T (_, x, a1, b1), h2 as T (_, y, a2, b2)) = if O.le (x, y) then mk (x, a1, merge (b1, h2)) else mk (y, a2, merge (h1, b2))
  fun insert (x, h) = merge (T (1, x, E, E), h)
  fun pop E = NONE | pop (T (_, x, a, b)) = SOME (x, merge (a, b))
end
structure IQ = PQ (struct type t = int val le = op <= end)
structure SQ = PQ (struct type t = string val le = op <= end)
fun drainI q = case IQ.pop q of NONE => [] | SOME (x, q) => x :: drainI q
fun drainS q = case SQ.pop q of NONE => [] | SOME (x, q) => x :: drainS q
val _ = print (String.concatWith " " (map Int.toString (drainI (foldl IQ.insert IQ.empty [5, 3, 9, 1, 7, 3, 0]))) ^ " | " ^ String.concatWith " " (drainS (foldl SQ.insert SQ.empty ["m", "c", "x", "a"])) ^ "\n")
