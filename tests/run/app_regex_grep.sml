(* Realistic program: a regular-expression engine and a little grep.  A
   parser for a practical syntax (alternation, grouping, * + ?, {m,n},
   character classes with ranges and negation, \d \w \s escapes, '.', ^ and
   $ anchors) into a datatype, Thompson compilation to an NFA held in a
   vector, simulation with state sets (BoolArray-like bool arrays), a
   backtracking matcher used as a cross-check, leftmost-longest search, and
   grep-style output with highlighted match spans. *)

datatype re =
    Empty
  | Chr of (char -> bool) * string    (* predicate and its description *)
  | Seq of re * re
  | Alt of re * re
  | Star of re
  | Bol | Eol

exception RegexError of string

fun classOf #"d" = SOME (Char.isDigit, "\\d")
  | classOf #"w" = SOME (fn c => Char.isAlphaNum c orelse c = #"_", "\\w")
  | classOf #"s" = SOME (Char.isSpace, "\\s")
  | classOf _ = NONE

fun parse (src : string) : re =
  let
    val n = size src
    fun peek i = if i < n then SOME (String.sub (src, i)) else NONE
    fun err (i, m) = raise RegexError (m ^ " at " ^ Int.toString i)
    fun alt i =
      let val (a, i) = seq i in
        case peek i of
          SOME #"|" => let val (b, j) = alt (i + 1) in (Alt (a, b), j) end
        | _ => (a, i)
      end
    and seq i =
      case peek i of
        NONE => (Empty, i)
      | SOME #"|" => (Empty, i)
      | SOME #")" => (Empty, i)
      | _ => let val (a, i) = postfix i val (b, j) = seq i in (case b of Empty => a | _ => Seq (a, b), j) end
    and postfix i =
      let
        val (a, i) = atom i
        fun loop (a, i) =
          case peek i of
            SOME #"*" => loop (Star a, i + 1)
          | SOME #"+" => loop (Seq (a, Star a), i + 1)
          | SOME #"?" => loop (Alt (a, Empty), i + 1)
          | SOME #"{" => let val (r, j) = repeat (a, i + 1) in loop (r, j) end
          | _ => (a, i)
      in loop (a, i) end
    and repeat (a, i) =
      let
        fun num j = let fun go (k, acc) = case peek k of
                                             SOME c => if Char.isDigit c then go (k + 1, acc * 10 + Char.ord c - 48) else (acc, k)
                                           | NONE => (acc, k)
                    in if Option.map Char.isDigit (peek j) = SOME true then SOME (go (j, 0)) else NONE end
        val (lo, j) = case num i of SOME p => p | NONE => err (i, "expected a count")
        val (hi, j) = case peek j of
                        SOME #"," => (case num (j + 1) of SOME (h, k) => (SOME h, k) | NONE => (NONE, j + 1))
                      | _ => (SOME lo, j)
        val j = if peek j = SOME #"}" then j + 1 else err (j, "expected }")
        fun copies 0 = Empty | copies 1 = a | copies k = Seq (a, copies (k - 1))
        fun optional 0 = Empty | optional k = Alt (Seq (a, optional (k - 1)), Empty)
      in
        case hi of
          NONE => (Seq (copies lo, Star a), j)
        | SOME h => if h < lo then err (i, "bad range")
                    else if h = lo then (copies lo, j)
                    else (Seq (copies lo, optional (h - lo)), j)
      end
    and atom i =
      case peek i of
        SOME #"(" => let val (a, j) = alt (i + 1) in
                       if peek j = SOME #")" then (a, j + 1) else err (j, "missing )") end
      | SOME #"[" => bracket (i + 1)
      | SOME #"." => (Chr (fn c => c <> #"\n", "."), i + 1)
      | SOME #"^" => (Bol, i + 1)
      | SOME #"$" => (Eol, i + 1)
      | SOME #"\\" => (case peek (i + 1) of
                         SOME c => (case classOf c of SOME p => Chr p | NONE => Chr (fn x => x = c, str c), i + 2)
                       | NONE => err (i, "trailing backslash"))
      | SOME c => if Char.contains "*+?{" c then err (i, "nothing to repeat") else (Chr (fn x => x = c, str c), i + 1)
      | NONE => err (i, "unexpected end")
    and bracket i0 =
      let
        val (neg, i) = if peek i0 = SOME #"^" then (true, i0 + 1) else (false, i0)
        fun items (j, acc) =
          case peek j of
            NONE => err (j, "missing ]")
          | SOME #"]" => if j > i then (acc, j + 1) else items (j + 1, (fn c => c = #"]") :: acc)
          | SOME #"\\" => (case Option.mapPartial classOf (peek (j + 1)) of
                             SOME (p, _) => items (j + 2, p :: acc)
                           | NONE => items (j + 2, (fn c => SOME c = peek (j + 1)) :: acc))
          | SOME a => if peek (j + 1) = SOME #"-" andalso Option.isSome (peek (j + 2)) andalso peek (j + 2) <> SOME #"]"
                      then let val b = valOf (peek (j + 2)) in items (j + 3, (fn c => a <= c andalso c <= b) :: acc) end
                      else items (j + 1, (fn c => c = a) :: acc)
        val (ps, j) = items (i, [])
        val text = String.substring (src, i0 - 1, j - i0 + 1)
      in
        (Chr (fn c => neg <> List.exists (fn p => p c) ps, text), j)
      end
    val (r, i) = alt 0
  in
    if i < n then err (i, "unmatched )") else r
  end

fun show Empty = "()"
  | show (Chr (_, d)) = d
  | show (Seq (a, b)) = show a ^ show b
  | show (Alt (a, b)) = "(" ^ show a ^ "|" ^ show b ^ ")"
  | show (Star a) = "(" ^ show a ^ ")*"
  | show Bol = "^" | show Eol = "$"

(* ---- Thompson NFA ---- *)
datatype node = Match | Char of (char -> bool) * int | Split of int * int | Jump of int | AssertBol of int | AssertEol of int

fun compile (r : re) : node vector =
  let
    val nodes = ref []   (* reversed *)
    val count = ref 0
    fun emit nd = (nodes := nd :: !nodes; count := !count + 1; !count - 1)
    val patches = ref []
    (* compile r so that it continues at state k; returns its start state *)
    fun c (Empty, k) = k
      | c (Chr (p, _), k) = emit (Char (p, k))
      | c (Seq (a, b), k) = c (a, c (b, k))
      | c (Alt (a, b), k) = let val sa = c (a, k) val sb = c (b, k) in emit (Split (sa, sb)) end
      | c (Star a, k) =
          let
            val loop = emit (Jump ~1)     (* placeholder, patched below *)
            val body = c (a, loop)
            val split = emit (Split (body, k))
          in patches := (loop, split) :: !patches; split end
      | c (Bol, k) = emit (AssertBol k)
      | c (Eol, k) = emit (AssertEol k)
    val final = emit Match
    val start = c (r, final)
    val arr = Array.fromList (rev (!nodes))
  in
    List.app (fn (i, target) => Array.update (arr, i, Jump target)) (!patches);
    Vector.fromList (Array.foldr (op ::) [] arr @ [Jump start])   (* last entry: the start state *)
  end

(* longest match of the NFA starting at position i of s; NONE if none *)
fun nfaMatchAt (prog : node vector, s : string, i : int) : int option =
  let
    val m = Vector.length prog - 1
    val start = case Vector.sub (prog, m) of Jump k => k | _ => raise Fail "start"
    fun closure (set : bool array, pos, st) =
      if Array.sub (set, st) then ()
      else (Array.update (set, st, true);
            case Vector.sub (prog, st) of
              Split (a, b) => (closure (set, pos, a); closure (set, pos, b))
            | Jump a => closure (set, pos, a)
            | AssertBol a => if pos = 0 then closure (set, pos, a) else ()
            | AssertEol a => if pos = size s then closure (set, pos, a) else ()
            | _ => ())
    fun isMatch j = case Vector.sub (prog, j) of Match => true | _ => false
    fun step (set, pos, best) =
      let
        val best = if Array.foldli (fn (j, b, acc) => acc orelse (b andalso isMatch j)) false set then SOME pos else best
      in
        if pos >= size s orelse not (Array.exists (fn b => b) set) then best
        else
          let val next = Array.array (m, false)
              val c = String.sub (s, pos)
          in
            Array.appi (fn (j, b) => if b then (case Vector.sub (prog, j) of
                                                  Char (p, k) => if p c then closure (next, pos + 1, k) else ()
                                                | _ => ()) else ()) set;
            step (next, pos + 1, best)
          end
      end
    val init = Array.array (m, false)
  in
    closure (init, i, start);
    step (init, i, NONE)
  end

(* ---- backtracking matcher (continuation passing), all end positions ---- *)
fun btEnds (r : re, s : string, i : int) : int list =
  let
    val n = size s
    fun m (Empty, i, k) = k i
      | m (Chr (p, _), i, k) = if i < n andalso p (String.sub (s, i)) then k (i + 1) else []
      | m (Seq (a, b), i, k) = m (a, i, fn j => m (b, j, k))
      | m (Alt (a, b), i, k) = m (a, i, k) @ m (b, i, k)
      | m (Star a, i, k) = k i @ m (a, i, fn j => if j = i then [] else m (Star a, j, k))
      | m (Bol, i, k) = if i = 0 then k i else []
      | m (Eol, i, k) = if i = n then k i else []
  in
    m (r, i, fn j => [j])
  end

fun btLongest (r, s, i) = case btEnds (r, s, i) of [] => NONE | e :: es => SOME (foldl Int.max e es)

(* leftmost-longest search for all non-overlapping matches *)
fun findAll matchAt s =
  let
    fun go i =
      if i > size s then []
      else case matchAt i of
             SOME j => (i, j) :: go (if j > i then j else i + 1)
           | NONE => go (i + 1)
  in go 0 end

fun highlight (s, spans) =
  let
    fun go (pos, []) = String.extract (s, pos, NONE)
      | go (pos, (a, b) :: rest) = String.substring (s, pos, a - pos) ^ "[" ^ String.substring (s, a, b - a) ^ "]" ^ go (b, rest)
  in go (0, spans) end

val lines =
  ["2024-03-15 ERROR disk /dev/sda1 at 97% (threshold 90%)",
   "2024-03-15 INFO user alice logged in from 10.0.0.42",
   "2024-03-16 WARN retry 3/5 for job #1187",
   "contact: bob@example.com, carol.smith@mail.example.org",
   "colour color colouur colr",
   "aaa ab abb abbb b",
   "",
   "phone +44 20 7946 0958 or (555) 010-9999"]

fun grep pat =
  (print ("/" ^ pat ^ "/");
   let
     val r = parse pat
     val prog = compile r
     val () = print ("  parsed as " ^ show r ^ ", " ^ Int.toString (Vector.length prog - 1) ^ " states\n")
     val agree = ref true
     val hits = ref 0
   in
     ListPair.app (fn (no, line) =>
       let
         val spans = findAll (fn i => nfaMatchAt (prog, line, i)) line
         val spans' = findAll (fn i => btLongest (r, line, i)) line
       in
         if spans <> spans' then agree := false else ();
         if null spans then ()
         else (hits := !hits + 1;
               print ("  " ^ Int.toString (no + 1) ^ ": " ^ highlight (line, spans) ^ "\n"))
       end) (List.tabulate (length lines, fn i => i), lines);
     print ("  " ^ Int.toString (!hits) ^ " matching lines; engines agree: " ^ Bool.toString (!agree) ^ "\n")
   end
   handle RegexError m => print ("  error: " ^ m ^ "\n"))

val () = List.app grep
  ["ERROR|WARN", "\\d{4}-\\d\\d-\\d\\d", "[0-9]+%", "\\w+(\\.\\w+)*@\\w+(\\.\\w+)+", "colou?r", "ab*",
   "ab+", "^2024", "\\d+$", "#\\d+", "[^a-z0-9 ]+", "(\\d{1,3}\\.){3}\\d{1,3}", "b{2,}", "^$", "(a|b)*c",
   "(ab|a)(c|bcd)", "(ab", "[abc", "x{3,1}", "*a"]

(* whole-string matching helper built on the NFA *)
fun fullMatch pat s = nfaMatchAt (compile (parse ("^(" ^ pat ^ ")$")), s, 0) = SOME (size s)
val () = List.app (fn (p, s) => print ("full " ^ p ^ " ~ " ^ String.toString s ^ ": " ^ Bool.toString (fullMatch p s) ^ "\n"))
  [("[a-z]+\\d*", "abc123"), ("[a-z]+\\d*", "abc12x"), ("(0|1(01*0)*1)*", "110"), ("(0|1(01*0)*1)*", "111"),
   ("(0|1(01*0)*1)*", "1001"), ("\\s*\\w+\\s*", "  word "), ("", "")]
