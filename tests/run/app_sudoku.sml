(* Realistic program: a sudoku solver.  Puzzles are read from strings
   (digits, '.' or '0' for blanks, other characters ignored), validated,
   then solved by backtracking over an int Array with bitmask candidate sets
   for rows, columns and boxes (Word operations), choosing the most
   constrained cell first.  Counts solutions (to detect non-unique puzzles)
   and search nodes, and prints the grids. *)

exception BadPuzzle of string

structure Grid =
struct
  type t = int array   (* 81 cells, 0 = empty *)

  fun fromString (s : string) : t =
    let
      val cells = List.mapPartial (fn c => if Char.isDigit c then SOME (Char.ord c - Char.ord #"0")
                                           else if c = #"." then SOME 0 else NONE) (explode s)
    in
      if length cells <> 81 then raise BadPuzzle ("expected 81 cells, got " ^ Int.toString (length cells))
      else Array.fromList cells
    end

  fun row i = i div 9
  fun col i = i mod 9
  fun box i = (row i div 3) * 3 + col i div 3

  fun toString (g : t) =
    let
      fun cell i = let val v = Array.sub (g, i) in if v = 0 then "." else Int.toString v end
      fun line r =
        String.concat (List.tabulate (9, fn c => (if c > 0 andalso c mod 3 = 0 then " | " else if c > 0 then " " else "")
                                                 ^ cell (r * 9 + c)))
      val sep = "------+-------+------"
    in
      String.concatWith "\n"
        (List.concat (List.tabulate (9, fn r => (if r > 0 andalso r mod 3 = 0 then [sep] else []) @ [line r])))
      ^ "\n"
    end

  fun givens (g : t) = Array.foldl (fn (v, n) => if v = 0 then n else n + 1) 0 g
end

structure Solver =
struct
  val full = 0wx3FE : word   (* bits 1..9 *)

  fun bit d = Word.<< (0w1, Word.fromInt d)

  fun popcount (w : word) = if w = 0w0 then 0 else Word.toInt (Word.andb (w, 0w1)) + popcount (Word.>> (w, 0w1))

  type state = {grid : int array, rows : word array, cols : word array, boxes : word array}

  fun init (g : Grid.t) : state =
    let
      val st = {grid = Array.tabulate (81, fn i => Array.sub (g, i)), rows = Array.array (9, 0w0),
                cols = Array.array (9, 0w0), boxes = Array.array (9, 0w0)}
      fun mark (i, d) =
        let
          val b = bit d
          fun set (a, k) =
            if Word.andb (Array.sub (a, k), b) <> 0w0
            then raise BadPuzzle ("digit " ^ Int.toString d ^ " repeated (cell r" ^ Int.toString (Grid.row i + 1)
                                  ^ "c" ^ Int.toString (Grid.col i + 1) ^ ")")
            else Array.update (a, k, Word.orb (Array.sub (a, k), b))
        in
          set (#rows st, Grid.row i); set (#cols st, Grid.col i); set (#boxes st, Grid.box i)
        end
    in
      Array.appi (fn (i, d) => if d <> 0 then mark (i, d) else ()) g;
      st
    end

  fun candidates ({rows, cols, boxes, ...} : state) i =
    Word.andb (full, Word.notb (Word.orb (Array.sub (rows, Grid.row i),
                                          Word.orb (Array.sub (cols, Grid.col i), Array.sub (boxes, Grid.box i)))))

  fun place (st as {grid, rows, cols, boxes} : state) (i, d) =
    let
      val b = bit d
      fun flip (a, k) = Array.update (a, k, Word.xorb (Array.sub (a, k), b))
    in
      Array.update (grid, i, d);
      flip (rows, Grid.row i); flip (cols, Grid.col i); flip (boxes, Grid.box i)
    end
  fun unplace (st as {grid, ...} : state) (i, d) = (place st (i, d); Array.update (grid, i, 0))

  (* returns (solutions found, first solution, nodes visited) *)
  fun solve (g : Grid.t) (limit : int) =
    let
      val st = init g
      val nodes = ref 0
      val found = ref 0
      val first = ref NONE
      fun bestCell () =
        Array.foldli (fn (i, v, best) =>
                        if v <> 0 then best
                        else let val n = popcount (candidates st i) in
                               case best of
                                 NONE => SOME (i, n)
                               | SOME (_, m) => if n < m then SOME (i, n) else best
                             end) NONE (#grid st)
      fun search () =
        if !found >= limit then ()
        else
          (nodes := !nodes + 1;
           case bestCell () of
             NONE => (found := !found + 1;
                      if !found = 1 then first := SOME (Array.tabulate (81, fn i => Array.sub (#grid st, i))) else ())
           | SOME (i, _) =>
               let
                 val cs = candidates st i
                 fun try d =
                   if d > 9 then ()
                   else (if Word.andb (cs, bit d) <> 0w0
                         then (place st (i, d); search (); unplace st (i, d))
                         else ();
                         try (d + 1))
               in
                 try 1
               end)
    in
      search ();
      (!found, !first, !nodes)
    end
end

fun valid (g : Grid.t) =
  let
    fun group f k = List.filter (fn i => f i = k) (List.tabulate (81, fn i => i))
    fun ok cells =
      let val ds = map (fn i => Array.sub (g, i)) cells
      in List.all (fn d => List.exists (fn x => x = d) ds) (List.tabulate (9, fn d => d + 1)) end
  in
    List.all (fn k => ok (group Grid.row k) andalso ok (group Grid.col k) andalso ok (group Grid.box k))
             (List.tabulate (9, fn k => k))
  end

val puzzles =
  [("easy",
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"),
   ("hard",
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"),
   ("spaced",
    "2.6.3.7.1 .9..1..3. 5...8...9 ..4...2.. 13.....96 ..7...8.. 3...2...4 .5..9..2. 7.8.4.1.6"),
   ("contradiction",
    "55..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"),
   ("short", "123456789")]

fun run (name, text) =
  (print ("== " ^ name ^ "\n");
   let
     val g = Grid.fromString text
     val () = print (Int.toString (Grid.givens g) ^ " givens\n" ^ Grid.toString g)
     val (count, sol, nodes) = Solver.solve g 2
   in
     print ((case count of 0 => "no solution" | 1 => "unique solution" | _ => "more than one solution")
            ^ " (" ^ Int.toString nodes ^ " nodes)\n");
     case sol of
       SOME s => print (Grid.toString s ^ "valid: " ^ Bool.toString (valid s) ^ "\n")
     | NONE => ()
   end
   handle BadPuzzle m => print ("rejected: " ^ m ^ "\n"))

val () = List.app run puzzles

(* a puzzle with exactly two solutions: blank a swappable rectangle of the
   first solution *)
val () =
  case Solver.solve (Grid.fromString (#2 (hd puzzles))) 1 of
    (_, SOME s, _) =>
      let
        fun at (r, c) = Array.sub (s, r * 9 + c)
        val rects =
          List.concat (List.tabulate (9, fn r1 => List.concat (List.tabulate (9, fn r2 =>
            List.concat (List.tabulate (9, fn c1 => List.mapPartial (fn c2 =>
              if r1 < r2 andalso r1 div 3 = r2 div 3 andalso c1 < c2
                 andalso at (r1, c1) = at (r2, c2) andalso at (r1, c2) = at (r2, c1)
              then SOME (r1, r2, c1, c2) else NONE) (List.tabulate (9, fn c => c))))))))
      in
        print (Int.toString (length rects) ^ " swappable rectangles\n");
        case rects of
          (r1, r2, c1, c2) :: _ =>
            let
              val g = Array.tabulate (81, fn i => Array.sub (s, i))
              val () = List.app (fn (r, c) => Array.update (g, r * 9 + c, 0)) [(r1, c1), (r1, c2), (r2, c1), (r2, c2)]
            in
              run ("rectangle", Grid.toString g)
            end
        | [] => ()
      end
  | _ => print "easy puzzle unsolved?\n"
