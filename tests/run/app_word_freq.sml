(* Realistic program: a word-frequency counter.  Writes a small corpus to a
   temporary file, reads it back line by line (TextIO.openIn, inputLine),
   splits words with String.tokens, counts them in a hash table (array of
   buckets with refs), keeps a red-black tree of distinct words for the
   alphabetical index, and sorts by frequency with a merge sort. *)

val corpus =
  "It was the best of times, it was the worst of times, it was the age of\n\
  \wisdom, it was the age of foolishness, it was the epoch of belief, it was\n\
  \the epoch of incredulity, it was the season of Light, it was the season of\n\
  \Darkness, it was the spring of hope, it was the winter of despair.\n\
  \\n\
  \We had everything before us, we had nothing before us; we were all going\n\
  \direct to Heaven, we were all going direct the other way -- in short, the\n\
  \period was so far like the present period, that some of its noisiest\n\
  \authorities insisted on its being received, for good or for evil, in the\n\
  \superlative degree of comparison only.\n\
  \   \n\
  \There were a king with a large jaw and a queen with a plain face, on the\n\
  \throne of England; there were a king with a large jaw and a queen with a\n\
  \fair face, on the throne of France.  In both countries it was clearer than\n\
  \crystal to the lords of the State preserves of loaves and fishes, that\n\
  \things in general were settled for ever.\n"

(* ---- a string-keyed hash table ---- *)
signature COUNTER =
sig
  type t
  val create : int -> t
  val bump : t * string -> unit
  val find : t * string -> int option
  val toList : t -> (string * int) list
  val size : t -> int
end

structure HashCounter :> COUNTER =
struct
  type t = {buckets : (string * int ref) list array ref, count : int ref}

  fun hash s = CharVector.foldl (fn (c, h) => (h * 31 + Char.ord c) mod 1000003) 7 s

  fun create n = {buckets = ref (Array.array (Int.max (n, 1), [])), count = ref 0}

  fun index (arr, s) = hash s mod Array.length arr

  fun grow (t as {buckets, ...} : t) =
    let
      val old = !buckets
      val new = Array.array (2 * Array.length old + 1, [])
      fun move (k, r) = let val i = index (new, k) in Array.update (new, i, (k, r) :: Array.sub (new, i)) end
    in
      Array.app (List.app move) old;
      buckets := new
    end

  fun bump (t as {buckets, count} : t, s) =
    let
      val arr = !buckets
      val i = index (arr, s)
    in
      case List.find (fn (k, _) => k = s) (Array.sub (arr, i)) of
        SOME (_, r) => r := !r + 1
      | NONE =>
          (Array.update (arr, i, (s, ref 1) :: Array.sub (arr, i));
           count := !count + 1;
           if !count > 2 * Array.length arr then grow t else ())
    end

  fun find ({buckets, ...} : t, s) =
    Option.map (fn (_, r) => !r) (List.find (fn (k, _) => k = s) (Array.sub (!buckets, index (!buckets, s))))

  fun toList ({buckets, ...} : t) =
    Array.foldr (fn (b, acc) => foldl (fn ((k, r), acc) => (k, !r) :: acc) acc b) [] (!buckets)

  fun size ({count, ...} : t) = !count
end

(* ---- a red-black tree set of strings (Okasaki's insertion) ---- *)
datatype color = R | B
datatype tree = E | T of color * tree * string * tree

fun balance (B, T (R, T (R, a, x, b), y, c), z, d) = T (R, T (B, a, x, b), y, T (B, c, z, d))
  | balance (B, T (R, a, x, T (R, b, y, c)), z, d) = T (R, T (B, a, x, b), y, T (B, c, z, d))
  | balance (B, a, x, T (R, T (R, b, y, c), z, d)) = T (R, T (B, a, x, b), y, T (B, c, z, d))
  | balance (B, a, x, T (R, b, y, T (R, c, z, d))) = T (R, T (B, a, x, b), y, T (B, c, z, d))
  | balance body = T body

fun insert (t, x) =
  let
    fun ins E = T (R, E, x, E)
      | ins (s as T (c, l, y, r)) =
          case String.compare (x, y) of
            LESS => balance (c, ins l, y, r)
          | GREATER => balance (c, l, y, ins r)
          | EQUAL => s
  in
    case ins t of T (_, l, y, r) => T (B, l, y, r) | E => E
  end

fun inorder E acc = acc
  | inorder (T (_, l, x, r)) acc = inorder l (x :: inorder r acc)

fun depth E = 0
  | depth (T (_, l, _, r)) = 1 + Int.max (depth l, depth r)

(* ---- merge sort ---- *)
fun msort cmp xs =
  let
    fun merge ([], ys) = ys
      | merge (xs, []) = xs
      | merge (x :: xs, y :: ys) =
          if cmp (y, x) = LESS then y :: merge (x :: xs, ys) else x :: merge (xs, y :: ys)
    fun split xs = (List.take (xs, length xs div 2), List.drop (xs, length xs div 2))
  in
    case xs of
      [] => [] | [_] => xs
    | _ => let val (a, b) = split xs in merge (msort cmp a, msort cmp b) end
  end

(* ---- the program ---- *)
val path = OS.FileSys.tmpName ()
val () = let val out = TextIO.openOut path in TextIO.output (out, corpus); TextIO.closeOut out end

fun isWordChar c = Char.isAlpha c orelse c = #"'"
val table = HashCounter.create 8
val lineCount = ref 0
val blankLines = ref 0
val wordCount = ref 0
val index = ref E
val longest = ref ""

fun processLine line =
  let
    val words = map (String.map Char.toLower) (String.tokens (not o isWordChar) line)
  in
    lineCount := !lineCount + 1;
    if List.null words then blankLines := !blankLines + 1 else ();
    List.app (fn w =>
      (wordCount := !wordCount + 1;
       HashCounter.bump (table, w);
       index := insert (!index, w);
       if size w > size (!longest) then longest := w else ())) words
  end

val () =
  let
    val ins = TextIO.openIn path
    fun loop () = case TextIO.inputLine ins of SOME l => (processLine l; loop ()) | NONE => ()
  in
    loop (); TextIO.closeIn ins; OS.FileSys.remove path
  end

val counts = HashCounter.toList table
val byFreq = msort (fn ((w1, n1), (w2, n2)) =>
                      case Int.compare (n2, n1) of EQUAL => String.compare (w1, w2) | c => c) counts

fun pad n s = StringCvt.padRight #" " n s
fun lpad n s = StringCvt.padLeft #" " n s

val () = print ("lines: " ^ Int.toString (!lineCount) ^ " (" ^ Int.toString (!blankLines) ^ " blank)\n")
val () = print ("words: " ^ Int.toString (!wordCount) ^ ", distinct: " ^ Int.toString (HashCounter.size table) ^ "\n")
val () = print ("longest word: " ^ !longest ^ "\n")
val () = print "top 12:\n"
val () = ListPair.app (fn (i, (w, n)) =>
                       print (lpad 3 (Int.toString (i + 1)) ^ ". " ^ pad 12 w ^ lpad 4 (Int.toString n) ^ " "
                              ^ CharVector.tabulate (n, fn _ => #"*") ^ "\n"))
                   (List.tabulate (12, fn i => i), List.take (byFreq, 12))
val singles = List.filter (fn (_, n) => n = 1) counts
val () = print ("hapax legomena: " ^ Int.toString (length singles) ^ "\n")

val words = inorder (!index) []
val () = print ("tree depth " ^ Int.toString (depth (!index)) ^ " for " ^ Int.toString (length words) ^ " words\n")
(* alphabetical index grouped by first letter *)
fun groups [] = []
  | groups (w :: ws) =
      let val c = String.sub (w, 0)
          val (same, rest) = (List.filter (fn v => String.sub (v, 0) = c) (w :: ws),
                              List.filter (fn v => String.sub (v, 0) <> c) ws)
      in (c, same) :: groups rest end
val () = List.app (fn (c, ws) =>
                      if length ws >= 4
                      then print (str (Char.toUpper c) ^ ": " ^ String.concatWith ", " ws ^ "\n")
                      else ()) (groups words)
val () = List.app (fn w => print (w ^ " -> " ^ (case HashCounter.find (table, w) of SOME n => Int.toString n | NONE => "absent") ^ "\n"))
                  ["times", "king", "dickens", "it's", "of"]
val total = foldl (fn ((_, n), s) => s + n) 0 counts
val () = print ("check: " ^ Bool.toString (total = !wordCount) ^ "\n")
