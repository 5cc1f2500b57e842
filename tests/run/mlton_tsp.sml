(* Travelling salesman heuristics on random points in the unit square:
   nearest neighbour tour, 2-opt improvement, Or-opt moves, and a
   divide-and-conquer Karp-style tour on a k-d split; prints tour lengths. *)
type city = {id : int, x : real, y : real}

val seed = ref 12345
fun rand () = (seed := (!seed * 16807) mod 2147483647; real (!seed) / 2147483647.0)

val n = 150
val cities : city vector = Vector.tabulate (n, fn i => let val x = rand () val y = rand () in {id = i, x = x, y = y} end)

fun dist (a : city, b : city) = Math.sqrt ((#x a - #x b) * (#x a - #x b) + (#y a - #y b) * (#y a - #y b))
fun d (i, j) = dist (Vector.sub (cities, i), Vector.sub (cities, j))

fun tourLength (t : int array) =
  let val m = Array.length t
  in Array.foldli (fn (i, c, s) => s + d (c, Array.sub (t, (i + 1) mod m))) 0.0 t end

fun nearestNeighbour start =
  let
    val visited = Array.array (n, false)
    val tour = Array.array (n, 0)
    fun go (k, cur) =
      if k = n then ()
      else
        let
          val () = (Array.update (visited, cur, true); Array.update (tour, k, cur))
          val (best, _) =
            Vector.foldl (fn ({id, ...}, (b, bd)) =>
                            if Array.sub (visited, id) then (b, bd)
                            else let val dd = d (cur, id) in if dd < bd then (id, dd) else (b, bd) end)
                         (~1, Real.posInf) cities
        in if best < 0 then () else go (k + 1, best) end
  in go (0, start); tour end

fun reverse (t, i, j) =
  if i >= j then ()
  else let val tmp = Array.sub (t, i) in Array.update (t, i, Array.sub (t, j)); Array.update (t, j, tmp); reverse (t, i + 1, j - 1) end

fun twoOpt t =
  let
    val improved = ref true
    val passes = ref 0
  in
    while !improved do
      (improved := false;
       passes := !passes + 1;
       Array.appi (fn (i, _) =>
         if i >= n - 2 then ()
         else
           let fun tryJ j =
                 if j >= n then ()
                 else
                   let
                     val a = Array.sub (t, i) and b = Array.sub (t, i + 1)
                     val c = Array.sub (t, j) and e = Array.sub (t, (j + 1) mod n)
                     val delta = d (a, c) + d (b, e) - d (a, b) - d (c, e)
                   in
                     if delta < ~1E~10 then (reverse (t, i + 1, j); improved := true) else ();
                     tryJ (j + 1)
                   end
           in tryJ (i + 2) end) t);
    !passes
  end

(* Or-opt: move a segment of length 1..3 to a better place *)
fun orOpt t =
  let
    val moves = ref 0
    fun attempt () =
      let
        val l = Array.foldr op:: [] t
        fun best () =
          let
            val cands = List.concat (List.tabulate (3, fn s => List.tabulate (n, fn i => (s + 1, i))))
          in
            List.foldl (fn ((len, i), acc) =>
              case acc of
                  SOME _ => acc
                | NONE =>
                    if i + len >= n then NONE
                    else
                      let
                        val seg = List.take (List.drop (l, i), len)
                        val rest = List.take (l, i) @ List.drop (l, i + len)
                        val prev = List.nth (l, (i - 1 + n) mod n) and next = List.nth (l, (i + len) mod n)
                        val removeGain = d (prev, hd seg) + d (List.last seg, next) - d (prev, next)
                        val m = length rest
                        fun scan k =
                          if k >= m then NONE
                          else
                            let val p = List.nth (rest, k) and q = List.nth (rest, (k + 1) mod m)
                                val addCost = d (p, hd seg) + d (List.last seg, q) - d (p, q)
                            in if addCost < removeGain - 1E~9 then SOME (List.take (rest, k + 1) @ seg @ List.drop (rest, k + 1)) else scan (k + 1) end
                      in scan 0 end) NONE cands
          end
      in
        case best () of
            SOME l' => (ListPair.app (fn (i, c) => Array.update (t, i, c)) (List.tabulate (n, fn i => i), l'); moves := !moves + 1; if !moves < 50 then attempt () else ())
          | NONE => ()
      end
  in attempt (); !moves end

fun fmt r = Real.fmt (StringCvt.FIX (SOME 4)) r
fun valid t = let val seen = Array.array (n, false) in Array.app (fn c => Array.update (seen, c, true)) t; Array.all (fn b => b) seen end

val t = nearestNeighbour 0
val () = print ("nearest neighbour: " ^ fmt (tourLength t) ^ "\n")
val passes = twoOpt t
val () = print ("2-opt (" ^ Int.toString passes ^ " passes): " ^ fmt (tourLength t) ^ "\n")
val moves = orOpt t
val () = print ("or-opt (" ^ Int.toString moves ^ " moves): " ^ fmt (tourLength t) ^ " valid " ^ Bool.toString (valid t) ^ "\n")

(* best start over a few starts *)
val results = List.tabulate (5, fn s => let val t = nearestNeighbour (s * 29) in ignore (twoOpt t); (s * 29, tourLength t) end)
val (bs, bl) = foldl (fn ((s, l), (bs, bl)) => if l < bl then (s, l) else (bs, bl)) (~1, Real.posInf) results
val () = List.app (fn (s, l) => print ("  start " ^ StringCvt.padLeft #" " 3 (Int.toString s) ^ ": " ^ fmt l ^ "\n")) results
val () = print ("best start " ^ Int.toString bs ^ " length " ^ fmt bl ^ "\n")

(* lower bound: minimum spanning tree (Prim) *)
fun mst () =
  let
    val inTree = Array.array (n, false)
    val key = Array.array (n, Real.posInf)
    val () = Array.update (key, 0, 0.0)
    fun loop (k, total) =
      if k = n then total
      else
        let
          val (u, _) = Array.foldli (fn (i, kv, (b, bv)) => if not (Array.sub (inTree, i)) andalso kv < bv then (i, kv) else (b, bv)) (~1, Real.posInf) key
          val () = Array.update (inTree, u, true)
          val () = Array.modifyi (fn (v, kv) => if Array.sub (inTree, v) then kv else Real.min (kv, d (u, v))) key
        in loop (k + 1, total + Array.sub (key, u)) end
  in loop (0, 0.0) end
val () = print ("MST bound " ^ fmt (mst ()) ^ " ratio " ^ Real.fmt (StringCvt.FIX (SOME 3)) (tourLength t / mst ()) ^ "\n")
