(* Realistic program: a small text adventure driven by commands on standard
   input (app_text_adventure.in).  Rooms and items are records in arrays,
   the player's state is refs, commands are parsed with String.tokens and
   abbreviations, unknown words get suggestions by edit distance, and the
   game ends on "quit", on winning, or at end of input. *)

datatype dir = North | South | East | West | Up | Down

fun dirName North = "north" | dirName South = "south" | dirName East = "east"
  | dirName West = "west" | dirName Up = "up" | dirName Down = "down"

fun parseDir s =
  List.find (fn d => s = dirName d orelse s = String.substring (dirName d, 0, 1))
            [North, South, East, West, Up, Down]

type room = {name : string, desc : string, exits : (dir * int) list, dark : bool}

val rooms : room vector = Vector.fromList [
  {name = "Porch", desc = "A creaky porch. A door leads north.", exits = [(North, 1)], dark = false},
  {name = "Hall", desc = "A dusty hall with stairs going up and a cellar door down.",
   exits = [(South, 0), (Up, 2), (Down, 3), (East, 4)], dark = false},
  {name = "Attic", desc = "Low beams and cobwebs.", exits = [(Down, 1)], dark = false},
  {name = "Cellar", desc = "Damp stone walls. Something glints in the corner.", exits = [(Up, 1)], dark = true},
  {name = "Study", desc = "A study with a locked chest.", exits = [(West, 1)], dark = false}]

(* item locations: room number, ~1 = carried, ~2 = gone *)
val items = Vector.fromList ["lamp", "key", "coin", "book"]
val location = Array.fromList [2, 3, ~2, 4]
val weight = Vector.fromList [2, 1, 1, 3]

val here = ref 0
val moves = ref 0
val score = ref 0
val chestOpen = ref false
val lampOn = ref false
val finished = ref false

fun say s = print (s ^ "\n")
fun itemIndex name = 
  let fun go i = if i >= Vector.length items then NONE else if Vector.sub (items, i) = name then SOME i else go (i + 1)
  in go 0 end
fun carried i = Array.sub (location, i) = ~1
fun load () = Array.foldli (fn (i, l, s) => if l = ~1 then s + Vector.sub (weight, i) else s) 0 location
fun canSee () = not (#dark (Vector.sub (rooms, !here))) orelse (carried 0 andalso !lampOn)

fun itemsIn r = List.filter (fn i => Array.sub (location, i) = r) (List.tabulate (Vector.length items, fn i => i))
fun listNames [] = "nothing"
  | listNames [x] = x
  | listNames xs = String.concatWith ", " (List.take (xs, length xs - 1)) ^ " and " ^ List.last xs

fun look () =
  let val r = Vector.sub (rooms, !here) in
    if not (canSee ()) then say "It is pitch dark. You might be eaten by a grue."
    else (say ("== " ^ #name r ^ " ==");
          say (#desc r);
          case itemsIn (!here) of
            [] => ()
          | is => say ("You see: " ^ listNames (map (fn i => Vector.sub (items, i)) is) ^ ".");
          say ("Exits: " ^ String.concatWith " " (map (dirName o #1) (#exits r)) ^ "."))
  end

fun go d =
  case List.find (fn (d', _) => d' = d) (#exits (Vector.sub (rooms, !here))) of
    NONE => say ("You can't go " ^ dirName d ^ ".")
  | SOME (_, r) => (here := r; look ())

fun take name =
  case itemIndex name of
    NONE => say ("I don't know what a " ^ name ^ " is.")
  | SOME i =>
      if carried i then say "You already have it."
      else if Array.sub (location, i) <> !here orelse not (canSee ()) then say ("There is no " ^ name ^ " here.")
      else if load () + Vector.sub (weight, i) > 5 then say "You are carrying too much."
      else (Array.update (location, i, ~1); say ("Taken: " ^ name ^ "."))

fun drop name =
  case itemIndex name of
    SOME i => if carried i then (Array.update (location, i, !here); say "Dropped.") else say "You don't have that."
  | NONE => say "You don't have that."

fun openChest () =
  if !here <> 4 then say "There is nothing to open here."
  else if !chestOpen then say "It is already open."
  else if not (carried 1) then say "The chest is locked."
  else (chestOpen := true; score := !score + 50; Array.update (location, 2, 4);
        say "The key turns. Inside the chest lies a gold coin!")

fun inventory () =
  say ("You carry " ^ listNames (List.mapPartial (fn i => if carried i then SOME (Vector.sub (items, i)) else NONE)
                                                 (List.tabulate (Vector.length items, fn i => i)))
       ^ " (weight " ^ Int.toString (load ()) ^ "/5).")

(* edit distance for "did you mean" *)
fun distance (a, b) =
  let
    val (m, n) = (size a, size b)
    val d = Array2.tabulate Array2.RowMajor (m + 1, n + 1, fn (i, j) => if i = 0 then j else if j = 0 then i else 0)
  in
    Array2.modifyi Array2.RowMajor
      (fn (i, j, v) => if i = 0 orelse j = 0 then v
                       else Int.min (Int.min (Array2.sub (d, i - 1, j) + 1, Array2.sub (d, i, j - 1) + 1),
                                     Array2.sub (d, i - 1, j - 1) + (if String.sub (a, i - 1) = String.sub (b, j - 1) then 0 else 1)))
      {base = d, row = 0, col = 0, nrows = NONE, ncols = NONE};
    Array2.sub (d, m, n)
  end

val verbs = ["look", "go", "take", "drop", "open", "inventory", "light", "score", "quit", "help"]
fun suggest w =
  let val best = foldl (fn (v, (b, bd)) => let val dv = distance (w, v) in if dv < bd then (v, dv) else (b, bd) end)
                       ("", 1000) verbs
  in if #2 best <= 2 then " Did you mean \"" ^ #1 best ^ "\"?" else "" end

fun command line =
  let val words = String.tokens Char.isSpace (String.map Char.toLower line)
      val words = List.filter (fn w => w <> "the" andalso w <> "a") words
  in
    moves := !moves + 1;
    case words of
      [] => (moves := !moves - 1; say "Pardon?")
    | ["look"] => look () | ["l"] => look ()
    | ["go", d] => (case parseDir d of SOME d => go d | NONE => say ("Which way is " ^ d ^ "?"))
    | [d] => if Option.isSome (parseDir d) then go (valOf (parseDir d))
             else (case d of
                     "inventory" => inventory ()
                   | "i" => inventory ()
                   | "score" => say ("Score: " ^ Int.toString (!score) ^ " in " ^ Int.toString (!moves) ^ " moves.")
                   | "quit" => finished := true
                   | "help" => say ("Verbs: " ^ String.concatWith ", " verbs ^ ".")
                   | "open" => openChest ()
                   | _ => say ("I don't understand \"" ^ d ^ "\"." ^ suggest d))
    | ["take", x] => take x | ["get", x] => take x
    | ["drop", x] => drop x
    | ["open", "chest"] => openChest ()
    | ["light", "lamp"] => if carried 0 then (lampOn := true; say "The lamp is now on.") else say "You have no lamp."
    | v :: _ => say ("I don't understand \"" ^ String.concatWith " " words ^ "\"." ^ suggest v)
  end

fun loop () =
  if !finished then say "Goodbye."
  else if carried 2 andalso !here = 0 then
    (score := !score + 50;
     say ("You leave with the gold. You win with " ^ Int.toString (!score) ^ " points in " ^ Int.toString (!moves) ^ " moves!"))
  else
    (print "> ";
     case TextIO.inputLine TextIO.stdIn of
       NONE => say "\n(end of input)"
     | SOME l => (say (String.translate (fn #"\n" => "" | c => str c) l); command l; loop ()))

val () = look ()
val () = loop ()
