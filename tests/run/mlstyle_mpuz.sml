(* checks a cryptarithm solver in the style of mpuz: backtracking with exceptions as control flow, char/int arrays, string digit assignment, local open, MLton-ish loops over ranges *)
structure Puzzle =
struct
  exception Found of int array
  exception Contradiction

  (* letters of the puzzle, in order of first appearance *)
  fun letters words =
    List.foldl (fn (w, acc) =>
      CharVector.foldl (fn (c, acc) => if List.exists (fn d => d = c) acc then acc else acc @ [c]) acc w)
      [] words

  fun index (ls, c) =
    let fun go (_, []) = raise Fail ("no letter " ^ String.str c)
          | go (i, d :: ds) = if c = d then i else go (i + 1, ds)
    in go (0, ls) end

  fun value (ls, digits : int array) w =
    CharVector.foldl (fn (c, acc) => acc * 10 + Array.sub (digits, index (ls, c))) 0 w

  (* solve  a1 + a2 + ... = sum  (all words), letters distinct digits, no leading zeros *)
  fun solve (addends, sum) =
    let
      val ls = letters (addends @ [sum])
      val n = length ls
      val _ = if n > 10 then raise Contradiction else ()
      val digits = Array.array (n, ~1)
      val used = Array.array (10, false)
      val leading = List.map (fn w => index (ls, String.sub (w, 0))) (sum :: addends)
      val count = ref 0
      fun check () =
        (count := !count + 1;
         if List.foldl (fn (w, s) => s + value (ls, digits) w) 0 addends = value (ls, digits) sum
         then raise Found (Array.tabulate (n, fn i => Array.sub (digits, i)))
         else ())
      fun assign k =
        if k = n then check ()
        else
          let fun try d =
                if d > 9 then ()
                else (if Array.sub (used, d) orelse (d = 0 andalso List.exists (fn i => i = k) leading)
                      then ()
                      else (Array.update (used, d, true);
                            Array.update (digits, k, d);
                            assign (k + 1);
                            Array.update (used, d, false));
                      try (d + 1))
          in try 0 end
    in
      (assign 0; NONE) handle Found ds => SOME (ls, ds, !count)
    end
end

fun show (addends, sum) =
  let
    open Puzzle
    val text = String.concatWith " + " addends ^ " = " ^ sum
  in
    case solve (addends, sum) of
      NONE => print (text ^ ": no solution\n")
    | SOME (ls, ds, tries) =>
        let val subst = String.map (fn c => Char.chr (Char.ord #"0" + Array.sub (ds, index (ls, c))))
        in print (text ^ ": " ^ String.concatWith " + " (map subst addends) ^ " = " ^ subst sum
                  ^ " (" ^ String.implode ls ^ ", " ^ Int.toString tries ^ " tries)\n")
        end
  end
  handle Puzzle.Contradiction => print "too many letters\n"

val _ = show (["TO", "GO"], "OUT")
val _ = show (["AB", "AB"], "ABC")
val _ = show (["ONE", "ONE"], "TWO")
val _ = show (["ABCDE", "FGHIJ"], "KLMNO")

(* a multiplication puzzle in the spirit of the original: find digits with  ABC * D = EFGH  all distinct *)
structure Util = struct fun forRange (lo, hi) f = if lo > hi then () else (f lo; forRange (lo + 1, hi) f) end

fun mpuz () =
  let
    val sols = ref []
    fun distinct l = let fun go [] = true | go (x :: xs) = not (List.exists (fn y => y = x) xs) andalso go xs in go l end
    fun digitsOf n = if n < 10 then [n] else digitsOf (n div 10) @ [n mod 10]
  in
    Util.forRange (100, 999) (fn abc =>
      Util.forRange (2, 9) (fn d =>
        let val p = abc * d
        in if p >= 1000 andalso p <= 9999 andalso distinct (digitsOf abc @ [d] @ digitsOf p)
           then sols := (abc, d, p) :: !sols else ()
        end));
    rev (!sols)
  end
val sols = mpuz ()
val _ = print (Int.toString (length sols) ^ " multiplication solutions; first: ")
val _ = case sols of (a, b, c) :: _ => print (Int.toString a ^ "*" ^ Int.toString b ^ "=" ^ Int.toString c ^ "\n") | [] => print "none\n"
val _ = List.app (fn (a, b, c) => if a mod 100 = 0 orelse c mod 1000 = 0 then print (Int.toString a ^ "*" ^ Int.toString b ^ "=" ^ Int.toString c ^ "\n") else ()) sols
