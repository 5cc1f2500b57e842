(* Regex -> Thompson NFA -> DFA by subset construction, with a red-black map functor
   (opaque, 'where type Key.ord_key') applied to int-list and int keys. *)
signature ORD_KEY = sig type ord_key val compare : ord_key * ord_key -> order end
signature ORD_MAP = sig
  structure Key : ORD_KEY
  type 'a map
  val empty : 'a map
  val insert : 'a map * Key.ord_key * 'a -> 'a map
  val find : 'a map * Key.ord_key -> 'a option
  val foldli : (Key.ord_key * 'a * 'b -> 'b) -> 'b -> 'a map -> 'b
  val numItems : 'a map -> int
end
functor RBMap (K : ORD_KEY) :> ORD_MAP where type Key.ord_key = K.ord_key = struct
  structure Key = K
  datatype color = R | B
  datatype 'a map = E | T of color * 'a map * (K.ord_key * 'a) * 'a map
  val empty = E
  fun balance (B, T (R, T (R, a, x, b), y, c), z, d) = T (R, T (B, a, x, b), y, T (B, c, z, d))
    | balance (B, T (R, a, x, T (R, b, y, c)), z, d) = T (R, T (B, a, x, b), y, T (B, c, z, d))
    | balance (B, a, x, T (R, T (R, b, y, c), z, d)) = T (R, T (B, a, x, b), y, T (B, c, z, d))
    | balance (B, a, x, T (R, b, y, T (R, c, z, d))) = T (R, T (B, a, x, b), y, T (B, c, z, d))
    | balance (c, a, x, b) = T (c, a, x, b)
  fun insert (m, k, v) =
    let fun ins E = T (R, E, (k, v), E)
          | ins (T (c, a, y as (k', _), b)) =
              case K.compare (k, k') of
                  LESS => balance (c, ins a, y, b)
                | GREATER => balance (c, a, y, ins b)
                | EQUAL => T (c, a, (k, v), b)
    in case ins m of T (_, a, y, b) => T (B, a, y, b) | E => E end
  fun find (E, _) = NONE
    | find (T (_, a, (k', v), b), k) = case K.compare (k, k') of LESS => find (a, k) | GREATER => find (b, k) | EQUAL => SOME v
  fun foldli f z E = z
    | foldli f z (T (_, a, (k, v), b)) = foldli f (f (k, v, foldli f z a)) b
  fun numItems m = foldli (fn (_, _, n) => n + 1) 0 m
end

structure IntSetKey = struct
  type ord_key = int list
  fun compare ([], []) = EQUAL | compare ([], _) = LESS | compare (_, []) = GREATER
    | compare (x :: xs, y :: ys) = case Int.compare (x, y) of EQUAL => compare (xs, ys) | o' => o'
end
structure SetMap = RBMap (IntSetKey)
structure IntMap = RBMap (struct type ord_key = int val compare = Int.compare end)

datatype re = Sym of char | Cat of re * re | Or of re * re | Star of re | Eps
(* Thompson NFA: transitions as list of (from, label option, to) *)
fun nfa r =
  let val cnt = ref 0
      val edges = ref []
      fun new () = (cnt := !cnt + 1; !cnt - 1)
      fun edge e = edges := e :: !edges
      fun go (Sym c) = let val s = new () val t = new () in edge (s, SOME c, t); (s, t) end
        | go Eps = let val s = new () val t = new () in edge (s, NONE, t); (s, t) end
        | go (Cat (a, b)) = let val (s1, t1) = go a val (s2, t2) = go b in edge (t1, NONE, s2); (s1, t2) end
        | go (Or (a, b)) = let val s = new () val (s1, t1) = go a val (s2, t2) = go b val t = new ()
                           in edge (s, NONE, s1); edge (s, NONE, s2); edge (t1, NONE, t); edge (t2, NONE, t); (s, t) end
        | go (Star a) = let val s = new () val (s1, t1) = go a val t = new ()
                        in edge (s, NONE, s1); edge (s, NONE, t); edge (t1, NONE, s1); edge (t1, NONE, t); (s, t) end
      val (s, t) = go r
  in (s, t, !cnt, !edges) end

fun insertSorted (x, []) = [x]
  | insertSorted (x, l as y :: ys) = if x = y then l else if x < y then x :: l else y :: insertSorted (x, ys)
fun closure (edges, set) =
  let fun go ([], acc) = acc
        | go (x :: work, acc) =
            let val nexts = List.mapPartial (fn (a, NONE, b) => if a = x andalso not (List.exists (fn y => y = b) acc) then SOME b else NONE | _ => NONE) edges
            in go (nexts @ work, foldl insertSorted acc nexts) end
  in go (set, foldl insertSorted [] set) end
fun move (edges, set, c) =
  foldl insertSorted [] (List.mapPartial (fn (a, SOME d, b) => if d = c andalso List.exists (fn y => y = a) set then SOME b else NONE | _ => NONE) edges)

fun subset (r, alphabet) =
  let val (s, t, n, edges) = nfa r
      val start = closure (edges, [s])
      fun explore ([], m, trans, k) = (m, trans, k)
        | explore (set :: work, m, trans, k) =
            let val id = valOf (SetMap.find (m, set))
                val (m', trans', k', work') =
                  foldl (fn (c, (m, trans, k, work)) =>
                    let val tgt = closure (edges, move (edges, set, c)) in
                      if null tgt then (m, trans, k, work)
                      else case SetMap.find (m, tgt) of
                               SOME j => (m, IntMap.insert (trans, id * 256 + ord c, j), k, work)
                             | NONE => (SetMap.insert (m, tgt, k), IntMap.insert (trans, id * 256 + ord c, k), k + 1, work @ [tgt])
                    end) (m, trans, k, work) alphabet
            in explore (work', m', trans', k') end
      val (m, trans, k) = explore ([start], SetMap.insert (SetMap.empty, start, 0), IntMap.empty, 1)
      val accepting = SetMap.foldli (fn (set, id, acc) => if List.exists (fn x => x = t) set then id :: acc else acc) [] m
  in (n, k, trans, accepting) end

fun run ((_, _, trans, acc), s) =
  let fun go (st, []) = List.exists (fn a => a = st) acc
        | go (st, c :: cs) = case IntMap.find (trans, st * 256 + ord c) of SOME j => go (j, cs) | NONE => false
  in go (0, explode s) end

fun lit s = List.foldl (fn (c, r) => Cat (r, Sym c)) Eps (explode s)
val r1 = Cat (Star (Or (lit "ab", Sym #"c")), Cat (Sym #"a", Star (Sym #"b")))
val r2 = Or (Cat (Star (Or (Sym #"0", Sym #"1")), lit "101"), lit "11")
val d1 = subset (r1, explode "abc")
val d2 = subset (r2, explode "01")
val () = print ("nfa/dfa states: " ^ Int.toString (#1 d1) ^ "/" ^ Int.toString (#2 d1) ^ " " ^ Int.toString (#1 d2) ^ "/" ^ Int.toString (#2 d2) ^ "\n")
val () = print ("trans: " ^ Int.toString (IntMap.numItems (#3 d1)) ^ " " ^ Int.toString (IntMap.numItems (#3 d2)) ^ " acc: " ^ String.concatWith "," (map Int.toString (#4 d1)) ^ "\n")
val () = print (String.concat (map (fn s => if run (d1, s) then "1" else "0") ["a", "ab", "abbb", "cab", "ababa", "ca", "b", "", "abcabb", "cc"]) ^ "\n")
fun bin n = if n = 0 then "" else bin (n div 2) ^ (if n mod 2 = 1 then "1" else "0")
val cnt = length (List.filter (fn i => run (d2, bin i)) (List.tabulate (500, fn i => i)))
val () = print ("binary matches < 500: " ^ Int.toString cnt ^ "\n")
val summary = IntMap.foldli (fn (k, v, acc) => (acc * 31 + k * 7 + v) mod 1000000007) 17 (#3 d2)
val () = print ("summary " ^ Int.toString summary ^ "\n")
