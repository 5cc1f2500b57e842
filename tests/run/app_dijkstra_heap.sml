(* Realistic program: shortest routes with Dijkstra's algorithm over a
   priority queue.  A leftist heap and a pairing heap implement one
   PRIORITY_QUEUE signature (opaque ascription), a functor builds the
   router from either; the road graph is parsed from a text description
   ("A - B 7" undirected, "A -> B 3" one-way), names are interned into a
   string map, adjacency lists live in an array.  Prints distances, paths,
   unreachable nodes and a check that both heaps agree. *)

signature ORDERED = sig type t val compare : t * t -> order end

signature PRIORITY_QUEUE =
sig
  structure Elem : ORDERED
  type queue
  val empty : queue
  val isEmpty : queue -> bool
  val insert : Elem.t * queue -> queue
  val deleteMin : queue -> (Elem.t * queue) option
end

functor LeftistHeap (E : ORDERED) :> PRIORITY_QUEUE where type Elem.t = E.t =
struct
  structure Elem = E
  datatype queue = E | T of int * Elem.t * queue * queue
  val empty = E
  fun isEmpty E = true | isEmpty _ = false
  fun rank E = 0 | rank (T (r, _, _, _)) = r
  fun make (x, a, b) = if rank a >= rank b then T (rank b + 1, x, a, b) else T (rank a + 1, x, b, a)
  fun merge (h, E) = h
    | merge (E, h) = h
    | merge (h1 as T (_, x, a1, b1), h2 as T (_, y, a2, b2)) =
        if Elem.compare (x, y) <> GREATER then make (x, a1, merge (b1, h2)) else make (y, a2, merge (h1, b2))
  fun insert (x, h) = merge (T (1, x, E, E), h)
  fun deleteMin E = NONE
    | deleteMin (T (_, x, a, b)) = SOME (x, merge (a, b))
end

functor PairingHeap (E : ORDERED) :> PRIORITY_QUEUE where type Elem.t = E.t =
struct
  structure Elem = E
  datatype queue = E | T of Elem.t * queue list
  val empty = E
  fun isEmpty E = true | isEmpty _ = false
  fun merge (h, E) = h
    | merge (E, h) = h
    | merge (h1 as T (x, hs1), h2 as T (y, hs2)) =
        if Elem.compare (x, y) <> GREATER then T (x, h2 :: hs1) else T (y, h1 :: hs2)
  fun insert (x, h) = merge (T (x, []), h)
  fun mergePairs [] = E
    | mergePairs [h] = h
    | mergePairs (h1 :: h2 :: hs) = merge (merge (h1, h2), mergePairs hs)
  fun deleteMin E = NONE
    | deleteMin (T (x, hs)) = SOME (x, mergePairs hs)
end

structure Entry = struct
  type t = int * int   (* distance, node *)
  fun compare ((d1, n1), (d2, n2)) = case Int.compare (d1, d2) of EQUAL => Int.compare (n1, n2) | c => c
end

(* a tiny ordered map from strings, for interning node names *)
structure Names =
struct
  datatype t = Leaf | Node of t * string * int * t
  fun find (Leaf, _) = NONE
    | find (Node (l, k, v, r), x) =
        (case String.compare (x, k) of LESS => find (l, x) | GREATER => find (r, x) | EQUAL => SOME v)
  fun insert (Leaf, x, v) = Node (Leaf, x, v, Leaf)
    | insert (Node (l, k, w, r), x, v) =
        (case String.compare (x, k) of
           LESS => Node (insert (l, x, v), k, w, r)
         | GREATER => Node (l, k, w, insert (r, x, v))
         | EQUAL => Node (l, k, v, r))
end

exception BadLine of string

type graph = {names : string vector, adj : (int * int) list array}

fun parseGraph (text : string) : graph =
  let
    val names = ref Names.Leaf
    val order = ref []
    val count = ref 0
    fun intern s =
      case Names.find (!names, s) of
        SOME i => i
      | NONE => (names := Names.insert (!names, s, !count); order := s :: !order; count := !count + 1; !count - 1)
    val lines = List.filter (fn l => not (String.isPrefix "#" l) andalso List.exists (not o Char.isSpace) (explode l))
                            (String.fields (fn c => c = #"\n") text)
    val edges =
      List.concat (map (fn l =>
        case String.tokens Char.isSpace l of
          [a, "-", b, w] => (case Int.fromString w of
                               SOME w => [(intern a, intern b, w), (intern b, intern a, w)]
                             | NONE => raise BadLine l)
        | [a, "->", b, w] => (case Int.fromString w of SOME w => [(intern a, intern b, w)] | NONE => raise BadLine l)
        | [a] => (ignore (intern a); [])
        | _ => raise BadLine l) lines)
    val adj = Array.array (!count, [])
  in
    List.app (fn (a, b, w) => Array.update (adj, a, (b, w) :: Array.sub (adj, a))) (rev edges);
    {names = Vector.fromList (rev (!order)), adj = adj}
  end

functor Router (Q : PRIORITY_QUEUE where type Elem.t = int * int) =
struct
  (* returns distance and predecessor arrays; ~1 = unreachable / none *)
  fun shortest ({adj, ...} : graph) (src : int) =
    let
      val n = Array.length adj
      val dist = Array.array (n, ~1)
      val prev = Array.array (n, ~1)
      val done = Array.array (n, false)
      val pops = ref 0
      fun loop q =
        case Q.deleteMin q of
          NONE => ()
        | SOME ((d, u), q) =>
            (pops := !pops + 1;
             if Array.sub (done, u) then loop q
             else (Array.update (done, u, true);
                   loop (foldl (fn ((v, w), q) =>
                                  let val nd = d + w in
                                    if Array.sub (dist, v) < 0 orelse nd < Array.sub (dist, v)
                                    then (Array.update (dist, v, nd); Array.update (prev, v, u); Q.insert ((nd, v), q))
                                    else q
                                  end) q (Array.sub (adj, u)))))
    in
      Array.update (dist, src, 0);
      loop (Q.insert ((0, src), Q.empty));
      (dist, prev, !pops)
    end

  fun path prev t =
    let fun go (v, acc) = if v < 0 then acc else go (Array.sub (prev, v), v :: acc) in go (t, []) end
end

structure R1 = Router (LeftistHeap (Entry))
structure R2 = Router (PairingHeap (Entry))

val description =
  "# towns and roads\n\
  \Avon - Bath 7\n\
  \Avon - Crewe 9\n\
  \Avon - Frome 14\n\
  \Bath - Crewe 10\n\
  \Bath - Derby 15\n\
  \Crewe - Derby 11\n\
  \Crewe - Frome 2\n\
  \Derby - Ely 6\n\
  \Ely - Frome 9\n\
  \Ely -> Goole 4\n\
  \Goole -> Hull 3\n\
  \Hull -> Ely 1\n\
  \\n\
  \Iona\n\
  \Jarrow - Kendal 5\n"

val g = parseGraph description
val names = #names g
fun name i = Vector.sub (names, i)
val () = print (Int.toString (Vector.length names) ^ " towns, "
                ^ Int.toString (Array.foldl (fn (es, n) => n + length es) 0 (#adj g)) ^ " directed roads\n")

fun report src =
  let
    val (dist, prev, pops) = R1.shortest g src
    val (dist2, _, pops2) = R2.shortest g src
  in
    print ("from " ^ name src ^ ":\n");
    Array.appi (fn (v, d) =>
      if v = src then ()
      else if d < 0 then print ("  " ^ StringCvt.padRight #" " 7 (name v) ^ "unreachable\n")
      else print ("  " ^ StringCvt.padRight #" " 7 (name v) ^ StringCvt.padLeft #" " 3 (Int.toString d) ^ "  "
                  ^ String.concatWith " > " (map name (R1.path prev v)) ^ "\n")) dist;
    print ("  heaps agree: " ^ Bool.toString (Array.foldli (fn (i, d, ok) => ok andalso d = Array.sub (dist2, i)) true dist)
           ^ " (pops " ^ Int.toString pops ^ "/" ^ Int.toString pops2 ^ ")\n")
  end

val () = List.app report [0, 6, 7, 9]

(* a larger generated grid graph: distances to the far corner *)
val size' = 12
val grid =
  String.concat (List.tabulate (size' * size', fn i =>
    let val (r, c) = (i div size', i mod size')
        val nm = "n" ^ Int.toString i
        val w1 = 1 + (r * 7 + c * 13) mod 10
        val w2 = 1 + (r * 11 + c * 3) mod 10
    in
      (if c + 1 < size' then nm ^ " - n" ^ Int.toString (i + 1) ^ " " ^ Int.toString w1 ^ "\n" else "")
      ^ (if r + 1 < size' then nm ^ " - n" ^ Int.toString (i + size') ^ " " ^ Int.toString w2 ^ "\n" else "")
    end))
val gg = parseGraph grid
val (gd, gp, _) = R1.shortest gg 0
val (gd2, _, _) = R2.shortest gg 0
val far = size' * size' - 1
val () = print ("grid: n0 to n" ^ Int.toString far ^ " = " ^ Int.toString (Array.sub (gd, far)) ^ " in "
                ^ Int.toString (length (R1.path gp far) - 1) ^ " hops; max distance "
                ^ Int.toString (Array.foldl Int.max 0 gd) ^ "; agree "
                ^ Bool.toString (Array.foldli (fn (i, d, ok) => ok andalso d = Array.sub (gd2, i)) true gd) ^ "\n")
val () = (ignore (parseGraph "A - B x\n"); print "parsed?\n") handle BadLine l => print ("bad line: " ^ l ^ "\n")
