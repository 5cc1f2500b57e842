(* Realistic program: a build tool's dependency resolver.  Targets and
   their dependencies are parsed from a Makefile-like description; a
   functor over an ORD_KEY builds a map (signature with include, sharing
   and where type), an abstype hides the graph representation, Kahn's
   algorithm gives a deterministic topological order, a depth-first search
   raises Cycle with the offending path, build levels allow parallel
   steps, and "what needs rebuilding" is answered from a set of changed
   files via the reverse graph. *)

signature ORD_KEY = sig eqtype key val compare : key * key -> order val show : key -> string end

signature FINITE_MAP =
sig
  structure Key : ORD_KEY
  type 'a map
  val empty : 'a map
  val insert : 'a map * Key.key * 'a -> 'a map
  val find : 'a map * Key.key -> 'a option
  val keys : 'a map -> Key.key list
  val foldl : (Key.key * 'a * 'b -> 'b) -> 'b -> 'a map -> 'b
end

signature SET =
sig
  include FINITE_MAP
  type set = unit map
  val fromList : Key.key list -> set
  val member : set * Key.key -> bool
end

functor MapFn (K : ORD_KEY) :> SET where type Key.key = K.key =
struct
  structure Key = K
  datatype 'a map = Leaf | Node of 'a map * K.key * 'a * 'a map
  type set = unit map
  val empty = Leaf
  fun insert (Leaf, k, v) = Node (Leaf, k, v, Leaf)
    | insert (Node (l, k', v', r), k, v) =
        case K.compare (k, k') of
          LESS => Node (insert (l, k, v), k', v', r)
        | GREATER => Node (l, k', v', insert (r, k, v))
        | EQUAL => Node (l, k, v, r)
  fun find (Leaf, _) = NONE
    | find (Node (l, k', v, r), k) =
        case K.compare (k, k') of LESS => find (l, k) | GREATER => find (r, k) | EQUAL => SOME v
  fun foldl f acc Leaf = acc
    | foldl f acc (Node (l, k, v, r)) = foldl f (f (k, v, foldl f acc l)) r
  fun keys m = rev (foldl (fn (k, _, acc) => k :: acc) [] m)
  fun fromList ks = List.foldl (fn (k, s) => insert (s, k, ())) Leaf ks
  fun member (s, k) = Option.isSome (find (s, k))
end

structure StrKey = struct type key = string val compare = String.compare fun show s = s end
structure SMap = MapFn (StrKey)

exception Cycle of string list
exception Unknown of string * string   (* target, missing dependency *)

abstype graph = G of string list SMap.map   (* target -> dependencies, in given order *)
with
  fun fromRules (rules : (string * string list) list) =
    let
      val m = List.foldl (fn ((t, ds), m) =>
                            let val old = getOpt (SMap.find (m, t), []) in SMap.insert (m, t, old @ ds) end) SMap.empty rules
      (* leaves mentioned only as dependencies become targets without deps *)
      val m = List.foldl (fn ((_, ds), m) => List.foldl (fn (d, m) => if Option.isSome (SMap.find (m, d)) then m else SMap.insert (m, d, [])) m ds) m rules
    in
      G m
    end
  fun targets (G m) = SMap.keys m
  fun deps (G m) t = case SMap.find (m, t) of SOME ds => ds | NONE => raise Unknown (t, t)
  fun reverse (G m) =
    G (SMap.foldl (fn (t, ds, r) => List.foldl (fn (d, r) => SMap.insert (r, d, t :: getOpt (SMap.find (r, d), [])))
                                              r ds)
                  (SMap.foldl (fn (t, _, r) => SMap.insert (r, t, [])) SMap.empty m) m)
end

(* depth-first check that reports the first cycle found, as a path *)
fun checkAcyclic g =
  let
    datatype mark = Visiting | Done
    fun visit (t, path, marks) =
      case SMap.find (marks, t) of
        SOME Done => marks
      | SOME Visiting =>
          let fun upto [] = [] | upto (x :: xs) = if x = t then [x] else x :: upto xs
          in raise Cycle (rev (t :: upto path)) end
      | NONE =>
          let val marks = List.foldl (fn (d, ms) => visit (d, t :: path, ms)) (SMap.insert (marks, t, Visiting)) (deps g t)
          in SMap.insert (marks, t, Done) end
  in
    ignore (List.foldl (fn (t, ms) => visit (t, [], ms)) SMap.empty (targets g))
  end

(* Kahn's algorithm by levels: every target of a level depends only on earlier levels *)
fun levels g =
  let
    fun loop (remaining, done, acc) =
      if null remaining then rev acc
      else
        let val ready = List.filter (fn t => List.all (fn d => SMap.member (done, d)) (deps g t)) remaining in
          if null ready then raise Cycle remaining
          else loop (List.filter (fn t => not (List.exists (fn r => r = t) ready)) remaining,
                     List.foldl (fn (t, s) => SMap.insert (s, t, ())) done ready, ready :: acc)
        end
  in
    loop (targets g, SMap.empty, [])
  end

(* everything that transitively depends on the changed files *)
fun affected g changed =
  let
    val r = reverse g
    fun go ([], seen) = seen
      | go (t :: ts, seen) = if SMap.member (seen, t) then go (ts, seen) else go (deps r t @ ts, SMap.insert (seen, t, ()))
  in
    SMap.keys (go (changed, SMap.empty))
  end

fun parseRules text =
  List.mapPartial (fn line =>
    let val line = case String.fields (fn c => c = #"#") line of l :: _ => l | [] => "" in
      case String.fields (fn c => c = #":") line of
        [t, ds] => (case String.tokens Char.isSpace t of
                      [t] => SOME (t, String.tokens Char.isSpace ds)
                    | _ => raise Fail ("bad target in: " ^ line))
      | [rest] => if CharVector.all Char.isSpace rest then NONE else raise Fail ("no colon in: " ^ line)
      | _ => raise Fail ("too many colons in: " ^ line)
    end) (String.fields (fn c => c = #"\n") text)

val makefile =
  "app: main.o util.o net.o libjson.a   # the program\n\
  \main.o: main.c util.h net.h config.h\n\
  \util.o: util.c util.h\n\
  \net.o: net.c net.h util.h\n\
  \libjson.a: json.o lexer.o\n\
  \json.o: json.c json.h\n\
  \lexer.o: lexer.c json.h\n\
  \config.h: config.h.in configure\n\
  \test: app testdata\n\
  \\n\
  \main.o: version.h\n"

fun showList xs = String.concatWith " " xs

val g = fromRules (parseRules makefile)
val () = print (Int.toString (length (targets g)) ^ " nodes\n")
val () = checkAcyclic g
val () = print "acyclic\n"
val lv = levels g
val () = List.app (fn (i, l) => print ("level " ^ Int.toString i ^ ": " ^ showList l ^ "\n"))
                  (ListPair.zip (List.tabulate (length lv, fn i => i), lv))
val order = List.concat lv
val () = print ("build order: " ^ showList (List.filter (fn t => not (null (deps g t))) order) ^ "\n")
val () = List.app (fn ch => print ("changed " ^ showList ch ^ " => rebuild " ^ showList (List.filter (fn t => not (List.exists (fn c => c = t) ch)) (affected g ch)) ^ "\n"))
                  [["util.h"], ["json.h"], ["configure"], ["testdata"], ["app"]]
val () = print ("main.o needs: " ^ showList (deps g "main.o") ^ "\n")

val cyclic = fromRules (parseRules "a: b\nb: c d\nc: e\nd:\ne: b\n")
val () = (checkAcyclic cyclic; print "acyclic?\n") handle Cycle path => print ("cycle: " ^ String.concatWith " -> " path ^ "\n")
val () = (ignore (levels cyclic); print "levels?\n") handle Cycle rest => print ("stuck on: " ^ showList rest ^ "\n")
val () = (ignore (parseRules "a b: c\n"); print "parsed?\n") handle Fail m => print ("error: " ^ m ^ "\n")
val () = (ignore (deps g "nothing"); print "found?\n") handle Unknown (t, _) => print ("unknown target " ^ t ^ "\n")
val s = SMap.fromList ["x", "y"]
val () = print ("set: " ^ showList (SMap.keys s) ^ " member z " ^ Bool.toString (SMap.member (s, "z")) ^ "\n")
