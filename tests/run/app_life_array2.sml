(* Realistic program: Conway's Game of Life on a torus, with Array2.
   Patterns are read from RLE strings (run-length encoded, the format of
   pattern collections), the board is stepped with Array2.tabulate and
   neighbour counts, generations are fingerprinted with a Word hash kept
   below 2^32 to detect cycles (still lifes, oscillators, gliders wrapping
   around), bounding boxes are computed with Array2.foldi over regions, and
   boards are rendered as text. *)

exception BadRle of string

type board = bool Array2.array

(* "bo$2bo$3o!" : b = dead, o = alive, $ = end of row, digits = run count *)
fun parseRle (rle : string) : (int * int) list =
  let
    fun go ([], _, _, _, acc) = raise BadRle "missing !"
      | go (c :: cs, r, col, count, acc) =
          if Char.isDigit c then go (cs, r, col, count * 10 + Char.ord c - 48, acc)
          else
            let val n = if count = 0 then 1 else count in
              case c of
                #"b" => go (cs, r, col + n, 0, acc)
              | #"o" => go (cs, r, col + n, 0, List.tabulate (n, fn i => (r, col + i)) @ acc)
              | #"$" => go (cs, r + n, 0, 0, acc)
              | #"!" => rev acc
              | _ => if Char.isSpace c then go (cs, r, col, count, acc) else raise BadRle ("unexpected " ^ Char.toString c)
            end
  in
    go (explode rle, 0, 0, 0, [])
  end

fun place (rows, cols) (cells : (int * int) list, dr, dc) : board =
  let val b = Array2.array (rows, cols, false) in
    List.app (fn (r, c) => Array2.update (b, (r + dr) mod rows, (c + dc) mod cols, true)) cells;
    b
  end

fun step (b : board) : board =
  let
    val (rows, cols) = Array2.dimensions b
    fun alive (r, c) = if Array2.sub (b, r mod rows, c mod cols) then 1 else 0
    fun neighbours (r, c) =
      alive (r - 1 + rows, c - 1 + cols) + alive (r - 1 + rows, c) + alive (r - 1 + rows, c + 1)
      + alive (r, c - 1 + cols) + alive (r, c + 1)
      + alive (r + 1, c - 1 + cols) + alive (r + 1, c) + alive (r + 1, c + 1)
  in
    Array2.tabulate Array2.RowMajor (rows, cols, fn (r, c) =>
      case (Array2.sub (b, r, c), neighbours (r, c)) of
        (true, 2) => true
      | (_, 3) => true
      | _ => false)
  end

fun population b = Array2.fold Array2.RowMajor (fn (x, n) => if x then n + 1 else n) 0 b

fun fingerprint (b : board) : word =
  Array2.foldi Array2.RowMajor
    (fn (r, c, x, h) => if x then Word.andb (Word.* (h, 0w16777619) + Word.fromInt (r * 1000 + c + 1), 0wxFFFFFFFF) else h)
    0w2166136261 {base = b, row = 0, col = 0, nrows = NONE, ncols = NONE}

(* bounding box of live cells, NONE if empty *)
fun bbox (b : board) =
  Array2.foldi Array2.ColMajor
    (fn (r, c, true, NONE) => SOME (r, c, r, c)
      | (r, c, true, SOME (r0, c0, r1, c1)) => SOME (Int.min (r0, r), Int.min (c0, c), Int.max (r1, r), Int.max (c1, c))
      | (_, _, false, box) => box)
    NONE {base = b, row = 0, col = 0, nrows = NONE, ncols = NONE}

fun render (b : board) =
  String.concat (List.tabulate (Array2.nRows b, fn r =>
    CharVector.tabulate (Array2.nCols b, fn c => if Array2.sub (b, r, c) then #"#" else #".") ^ "\n"))

fun same (a : board, b : board) =
  Array2.foldi Array2.RowMajor (fn (r, c, x, ok) => ok andalso x = Array2.sub (b, r, c)) true
               {base = a, row = 0, col = 0, nrows = NONE, ncols = NONE}

(* run until a board repeats (by fingerprint, confirmed by comparison) or limit *)
fun classify (name, b0, limit) =
  let
    fun go (gen, b, seen) =
      if gen > limit then print (name ^ ": no cycle within " ^ Int.toString limit ^ " generations, population "
                                 ^ Int.toString (population b) ^ "\n")
      else
        let val h = fingerprint b in
          case List.find (fn (h', _, b') => h' = h andalso same (b, b')) seen of
            SOME (_, g, _) =>
              let val period = gen - g in
                print (name ^ ": generation " ^ Int.toString gen ^ " repeats generation " ^ Int.toString g
                       ^ (if period = 1 then " (still life)" else " (period " ^ Int.toString period ^ ")")
                       ^ ", population " ^ Int.toString (population b)
                       ^ ", fingerprint " ^ Word.toString h ^ "\n")
              end
          | NONE => go (gen + 1, step b, (h, gen, b) :: seen)
        end
  in
    go (0, b0, [])
  end

val patterns =
  [("block", "2o$2o!"),
   ("blinker", "3o!"),
   ("toad", "b3o$3o!"),
   ("beacon", "2o$2o$2b2o$2b2o!"),
   ("glider", "bo$2bo$3o!"),
   ("pulsar", "2b3o3b3o2b2$o4bobo4bo$o4bobo4bo$o4bobo4bo$2b3o3b3o2b2$2b3o3b3o2b$o4bobo4bo$o4bobo4bo$o4bobo4bo2$2b3o3b3o!"),
   ("r-pentomino", "b2o$2o$bo!"),
   ("diehard", "6bob$2o6b$bo3b3o!")]

val () = List.app (fn (name, rle) =>
  let
    val cells = parseRle rle
    val size = if name = "pulsar" then 17 else 12
    val b = place (size, size) (cells, 2, 2)
  in
    classify (name, b, if name = "r-pentomino" then 60 else 150)
  end) patterns

(* show a glider moving *)
val g0 = place (8, 8) (parseRle "bo$2bo$3o!", 0, 0)
fun iterate (0, b) = b | iterate (n, b) = iterate (n - 1, step b)
val () = List.app (fn n =>
  let val b = iterate (n, g0) in
    print ("glider after " ^ Int.toString n ^ ": " ^
           (case bbox b of SOME (r0, c0, r1, c1) => "box (" ^ Int.toString r0 ^ "," ^ Int.toString c0 ^ ")-("
                                                      ^ Int.toString r1 ^ "," ^ Int.toString c1 ^ ")"
                         | NONE => "empty") ^ "\n" ^ render b)
  end) [0, 1, 4]
val () = print ("glider returns home after 32 steps on 8x8: " ^ Bool.toString (same (iterate (32, g0), g0)) ^ "\n")
val () = (ignore (parseRle "2o$x!"); print "parsed?\n") handle BadRle m => print ("bad rle: " ^ m ^ "\n")
val () = (ignore (parseRle "3o"); print "parsed?\n") handle BadRle m => print ("bad rle: " ^ m ^ "\n")
