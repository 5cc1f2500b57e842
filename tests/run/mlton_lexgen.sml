(* A lexer generator: regular expressions are parsed from strings, compiled
   to an NFA (Thompson), converted to a DFA by subset construction, minimised
   by partition refinement, and used to tokenize input with longest match. *)
(* no-gc-stress *)
datatype regex =
    Eps
  | Chr of char -> bool
  | Seq of regex * regex
  | Alt of regex * regex
  | Star of regex

exception Parse of string

(* grammar: alt := seq ('|' seq)* ; seq := post* ; post := atom ('*'|'+'|'?')* ;
   atom := char | '.' | '(' alt ')' | '[' class ']' | '\' char *)
fun parse (s : string) : regex =
  let
    val n = size s
    fun peek i = if i < n then SOME (String.sub (s, i)) else NONE
    fun alt i =
      let val (r, i) = seq i
      in case peek i of
             SOME #"|" => let val (r2, i) = alt (i + 1) in (Alt (r, r2), i) end
           | _ => (r, i)
      end
    and seq i =
      case peek i of
          NONE => (Eps, i)
        | SOME #"|" => (Eps, i)
        | SOME #")" => (Eps, i)
        | _ => let val (r, i) = post i
                   val (r2, i) = seq i
               in (case r2 of Eps => r | _ => Seq (r, r2), i) end
    and post i =
      let
        val (r, i) = atom i
        fun loop (r, i) =
          case peek i of
              SOME #"*" => loop (Star r, i + 1)
            | SOME #"+" => loop (Seq (r, Star r), i + 1)
            | SOME #"?" => loop (Alt (r, Eps), i + 1)
            | _ => (r, i)
      in loop (r, i) end
    and atom i =
      case peek i of
          SOME #"(" => let val (r, i) = alt (i + 1)
                       in if peek i = SOME #")" then (r, i + 1) else raise Parse "missing )" end
        | SOME #"." => (Chr (fn c => c <> #"\n"), i + 1)
        | SOME #"\\" => (case peek (i + 1) of
                             SOME #"d" => (Chr Char.isDigit, i + 2)
                           | SOME #"s" => (Chr Char.isSpace, i + 2)
                           | SOME #"w" => (Chr (fn c => Char.isAlphaNum c orelse c = #"_"), i + 2)
                           | SOME c => (Chr (fn d => d = c), i + 2)
                           | NONE => raise Parse "trailing \\")
        | SOME #"[" => cls (i + 1)
        | SOME c => (Chr (fn d => d = c), i + 1)
        | NONE => raise Parse "unexpected end"
    and cls i =
      let
        val neg = peek i = SOME #"^"
        val i = if neg then i + 1 else i
        fun items (i, acc) =
          case peek i of
              SOME #"]" => (acc, i + 1)
            | SOME a =>
                (case (peek (i + 1), peek (i + 2)) of
                     (SOME #"-", SOME b) => if b <> #"]" then items (i + 3, (a, b) :: acc) else items (i + 1, (a, a) :: acc)
                   | _ => items (i + 1, (a, a) :: acc))
            | NONE => raise Parse "unterminated class"
        val (ranges, i) = items (i, [])
        fun inr c = List.exists (fn (a, b) => a <= c andalso c <= b) ranges
      in (Chr (if neg then not o inr else inr), i) end
    val (r, i) = alt 0
  in
    if i <> n then raise Parse ("junk at " ^ Int.toString i) else r
  end

(* NFA: states are ints; edges labelled by predicates or epsilon *)
datatype label = E | P of char -> bool
val edges : (int * label * int) list ref = ref []
val nstates = ref 0
fun newState () = !nstates before nstates := !nstates + 1
fun edge e = edges := e :: !edges

fun build (r, s, f) =
  case r of
      Eps => edge (s, E, f)
    | Chr p => edge (s, P p, f)
    | Seq (a, b) => let val m = newState () in build (a, s, m); build (b, m, f) end
    | Alt (a, b) => (build (a, s, f); build (b, s, f))
    | Star a => let val m = newState () in edge (s, E, m); build (a, m, m); edge (m, E, f) end

(* token rules: first listed wins among equal-length matches *)
val rules = [("WS", "[ \t\n]+"), ("IF", "if"), ("THEN", "then"), ("ELSE", "else"),
             ("ID", "[a-zA-Z_][a-zA-Z0-9_']*"), ("REAL", "\\d+\\.\\d+([eE]~?\\d+)?"), ("INT", "\\d+"),
             ("STR", "\"([^\"\\\\]|\\\\.)*\""), ("OP", "<=|>=|<>|:=|=>|[-+*/<>=]"), ("PUNCT", "[(),;]"),
             ("COMMENT", "\\(\\*([^*]|\\*+[^*)])*\\*+\\)")]

val start = newState ()
val finals = map (fn (name, re) => let val f = newState () in build (parse re, start, f); (f, name) end) rules
val allEdges = Vector.fromList (rev (!edges))

(* sets of NFA states as sorted int lists *)
fun insertSorted (x, []) = [x]
  | insertSorted (x, l as y :: ys) = if x < y then x :: l else if x = y then l else y :: insertSorted (x, ys)

fun closure states =
  let
    fun go ([], set) = set
      | go (s :: rest, set) =
          let
            val next = Vector.foldr (fn ((a, E, b), acc) => if a = s then b :: acc else acc
                                      | (_, acc) => acc) [] allEdges
            val fresh = List.filter (fn b => not (List.exists (fn x => x = b) set)) next
          in go (fresh @ rest, foldl insertSorted set fresh) end
  in go (states, foldl insertSorted [] states) end

fun step (set, c) =
  closure (Vector.foldr (fn ((a, P p, b), acc) => if p c andalso List.exists (fn x => x = a) set then insertSorted (b, acc) else acc
                          | (_, acc) => acc) [] allEdges)

(* subset construction over the printable ASCII range plus \t and \n *)
val alphabet = #"\t" :: #"\n" :: List.tabulate (95, fn i => chr (i + 32))

fun accepting set =
  List.foldl (fn ((f, name), acc) => case acc of SOME _ => acc | NONE => if List.exists (fn x => x = f) set then SOME name else NONE)
             NONE finals

val dstates : int list list ref = ref []
val dtrans : (int * char * int) list ref = ref []
fun indexOf set =
  let fun go (_, []) = NONE
        | go (i, s :: ss) = if s = set then SOME i else go (i + 1, ss)
  in go (0, !dstates) end

fun explore set =
  case indexOf set of
      SOME i => i
    | NONE =>
        let
          val i = length (!dstates)
          val () = dstates := !dstates @ [set]
          val () = List.app (fn c =>
                     let val t = step (set, c)
                     in if null t then () else dtrans := (i, c, explore t) :: !dtrans end) alphabet
        in i end

val d0 = explore (closure [start])
val ndfa = length (!dstates)
val dfaTable = Array2.array (ndfa, 128, ~1)
val () = List.app (fn (i, c, j) => Array2.update (dfaTable, i, ord c, j)) (!dtrans)
val dfaAccept = Vector.fromList (map accepting (!dstates))

val () = print ("NFA states " ^ Int.toString (!nstates) ^ ", DFA states " ^ Int.toString ndfa ^ "\n")

(* minimisation: Moore partition refinement *)
fun minimize () =
  let
    val cls = Array.tabulate (ndfa, fn i =>
                case Vector.sub (dfaAccept, i) of NONE => 0 | SOME name => 1 + #1 (valOf (List.find (fn (_, (n, _)) => n = name)
                                                                                   (ListPair.zip (List.tabulate (length rules, fn k => k), rules)))))
    fun sigOf i = (Array.sub (cls, i), map (fn c => let val j = Array2.sub (dfaTable, i, ord c) in if j < 0 then ~1 else Array.sub (cls, j) end) alphabet)
    fun refine () =
      let
        val sigs = List.tabulate (ndfa, sigOf)
        val distinct = foldl (fn (s, acc) => if List.exists (fn t => t = s) acc then acc else acc @ [s]) [] sigs
        val count = length distinct
        val old = Array.foldl (fn (c, acc) => if List.exists (fn d => d = c) acc then acc else c :: acc) [] cls
        val () = List.app (fn (i, s) => Array.update (cls, i, #1 (valOf (List.find (fn (_, t) => t = s)
                                                  (ListPair.zip (List.tabulate (count, fn k => k), distinct))))))
                          (ListPair.zip (List.tabulate (ndfa, fn i => i), sigs))
      in if count = length old then count else refine () end
  in refine () end

val () = print ("minimal DFA states " ^ Int.toString (minimize ()) ^ "\n")

(* longest-match tokenizer *)
fun tokenize s =
  let
    val n = size s
    fun longest (i, state, last) =
      let val last = case Vector.sub (dfaAccept, state) of SOME name => SOME (name, i) | NONE => last
      in
        if i >= n then last
        else
          let val c = String.sub (s, i)
              val j = if ord c < 128 then Array2.sub (dfaTable, state, ord c) else ~1
          in if j < 0 then last else longest (i + 1, j, last) end
      end
    fun go (i, acc) =
      if i >= n then rev acc
      else case longest (i, d0, NONE) of
               NONE => go (i + 1, ("ERROR", String.substring (s, i, 1)) :: acc)
             | SOME (name, j) => go (j, if name = "WS" then acc else (name, String.substring (s, i, j - i)) :: acc)
  in go (0, []) end

val input = "if x1 <= 42 then (* a comment ** here *) y' := 3.14e~2 else \"str\\\"ing\" ; z := x1+y'*7 # ok"
val () = List.app (fn (k, v) => print (k ^ " " ^ v ^ "\n")) (tokenize input)
val () = (ignore (parse "(ab"); print "parsed?\n") handle Parse m => print ("Parse: " ^ m ^ "\n")
