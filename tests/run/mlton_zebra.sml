(* The zebra puzzle solved by permutation search with pruning; attributes
   are records, constraints are closures, and the search counts nodes. *)
datatype color = Red | Green | Ivory | Yellow | Blue
datatype nation = English | Spaniard | Ukrainian | Norwegian | Japanese
datatype drink = Coffee | Tea | Milk | OJ | Water
datatype smoke = OldGold | Kools | Chesterfield | LuckyStrike | Parliament
datatype pet = Dog | Snails | Fox | Horse | Zebra

fun colorName c = case c of Red => "red" | Green => "green" | Ivory => "ivory" | Yellow => "yellow" | Blue => "blue"
fun nationName n = case n of English => "English" | Spaniard => "Spaniard" | Ukrainian => "Ukrainian"
                           | Norwegian => "Norwegian" | Japanese => "Japanese"
fun drinkName d = case d of Coffee => "coffee" | Tea => "tea" | Milk => "milk" | OJ => "orange juice" | Water => "water"
fun smokeName s = case s of OldGold => "Old Gold" | Kools => "Kools" | Chesterfield => "Chesterfield"
                          | LuckyStrike => "Lucky Strike" | Parliament => "Parliament"
fun petName p = case p of Dog => "dog" | Snails => "snails" | Fox => "fox" | Horse => "horse" | Zebra => "zebra"

fun perms [] = [[]]
  | perms xs =
      List.concat (map (fn x => map (fn p => x :: p) (perms (List.filter (fn y => y <> x) xs))) xs)

fun pos (x, l) =
  let fun go (_, []) = raise Fail "pos"
        | go (i, y :: ys) = if x = y then i else go (i + 1, ys)
  in go (0, l) end

val nodes = ref 0

fun sameHouse (a, la, b, lb) = pos (a, la) = pos (b, lb)
fun nextTo (a, la, b, lb) = abs (pos (a, la) - pos (b, lb)) = 1
fun rightOf (a, la, b, lb) = pos (a, la) = pos (b, lb) + 1

type solution = {colors : color list, nations : nation list, drinks : drink list,
                 smokes : smoke list, pets : pet list}

exception Found of solution

fun solve () =
  let
    fun each l f = List.app (fn x => (nodes := !nodes + 1; f x)) l
  in
    each (perms [Red, Green, Ivory, Yellow, Blue]) (fn colors =>
      if not (rightOf (Green, colors, Ivory, colors)) then () else
      each (perms [English, Spaniard, Ukrainian, Norwegian, Japanese]) (fn nations =>
        if not (sameHouse (English, nations, Red, colors)) orelse pos (Norwegian, nations) <> 0
           orelse not (nextTo (Norwegian, nations, Blue, colors)) then () else
        each (perms [Coffee, Tea, Milk, OJ, Water]) (fn drinks =>
          if not (sameHouse (Coffee, drinks, Green, colors)) orelse not (sameHouse (Ukrainian, nations, Tea, drinks))
             orelse pos (Milk, drinks) <> 2 then () else
          each (perms [OldGold, Kools, Chesterfield, LuckyStrike, Parliament]) (fn smokes =>
            if not (sameHouse (Kools, smokes, Yellow, colors)) orelse not (sameHouse (LuckyStrike, smokes, OJ, drinks))
               orelse not (sameHouse (Japanese, nations, Parliament, smokes)) then () else
            each (perms [Dog, Snails, Fox, Horse, Zebra]) (fn pets =>
              if sameHouse (Spaniard, nations, Dog, pets) andalso sameHouse (OldGold, smokes, Snails, pets)
                 andalso nextTo (Chesterfield, smokes, Fox, pets) andalso nextTo (Kools, smokes, Horse, pets)
              then raise Found {colors = colors, nations = nations, drinks = drinks, smokes = smokes, pets = pets}
              else ())))));
    NONE
  end
  handle Found s => SOME s

val () =
  case solve () of
      NONE => print "no solution\n"
    | SOME (sol as {nations, pets, drinks, ...}) =>
        let
          fun who p = List.nth (nations, pos (p, pets))
          val {colors, smokes, ...} = sol
        in
          print ("The " ^ nationName (List.nth (nations, pos (Water, drinks))) ^ " drinks water.\n");
          print ("The " ^ nationName (who Zebra) ^ " owns the zebra.\n");
          List.app (fn i =>
            print (Int.toString (i + 1) ^ ": " ^ String.concatWith ", "
                     [colorName (List.nth (colors, i)), nationName (List.nth (nations, i)),
                      drinkName (List.nth (drinks, i)), smokeName (List.nth (smokes, i)),
                      petName (List.nth (pets, i))] ^ "\n"))
            [0, 1, 2, 3, 4];
          print ("nodes " ^ Int.toString (!nodes) ^ "\n")
        end

(* all solutions of a smaller puzzle: 4-queens-like Latin square count *)
fun latin n =
  let
    val rows = perms (List.tabulate (n, fn i => i))
    fun ok (r, acc) = List.all (fn r' => ListPair.all (op <>) (r, r')) acc
    fun go (0, acc) = 1
      | go (k, acc) = foldl (fn (r, s) => if ok (r, acc) then s + go (k - 1, r :: acc) else s) 0 rows
  in go (n, []) end
val () = print ("latin squares of order 4: " ^ Int.toString (latin 4) ^ "\n")
