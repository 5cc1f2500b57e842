(* Place messages are deep copies of any value (ARCHITECTURE 3.6): scalars,
   strings, reals, IntInf, lists, trees, records, options, vectors,
   closures with their environment; refs and arrays arrive as new ones
   (updates do not travel back); sharing and cycles are kept; globals a
   place updates are its own copy; objects over the large-object size, and
   a ref that arrived and then holds new data through collections.
   place_big_message sends big ones. *)
datatype tree = Leaf | Node of tree * int * tree
fun build 0 = Leaf | build n = Node (build (n - 1), n, build (n - 1))
fun sum Leaf = 0 | sum (Node (l, x, r)) = sum l + x + sum r

datatype msg =
    Int of int
  | Str of string
  | Real of real
  | Big of IntInf.int
  | Ints of int list
  | Tree of tree
  | Rec of {name : string, age : int, tags : string option list}
  | Vec of char vector
  | Bytes of Word8Vector.vector
  | Fun of int -> int
  | Cell of int ref
  | Arr of real array
  | Shared of int ref * int ref
  | Cycle of cyc
  | Words of word * Word8.word * Word64.word
  | Large of string * real array * string vector
  | Box of int list ref
  | Stop
and cyc = C of int * cyc option ref

val global = ref 0

fun describe m =
  case m of
    Int i => "int " ^ Int.toString i
  | Str s => "string " ^ s ^ " (" ^ Int.toString (size s) ^ ")"
  | Real r => "real " ^ Real.toString r
  | Big b => "intinf " ^ IntInf.toString b
  | Ints l => "ints " ^ Int.toString (length l) ^ " sum " ^ Int.toString (foldl op+ 0 l)
  | Tree t => "tree sum " ^ Int.toString (sum t)
  | Rec {name, age, tags} =>
      "record " ^ name ^ " " ^ Int.toString age ^ " "
      ^ String.concatWith "," (map (fn NONE => "-" | SOME s => s) tags)
  | Vec v => "vector " ^ String.implode (Vector.foldr op:: [] v)
  | Bytes v => "bytes " ^ String.concatWith " " (map Word8.toString (Word8Vector.foldr op:: [] v))
  | Fun f => "function f 10 = " ^ Int.toString (f 10)
  | Cell r => (r := !r + 1; "ref now " ^ Int.toString (!r))
  | Arr a => (Array.update (a, 0, 99.5); "array " ^ Real.toString (Array.sub (a, 0) + Array.sub (a, 1)))
  | Shared (a, b) => (a := 7; "shared pair " ^ (if a = b then "same ref " else "two refs ") ^ Int.toString (!b))
  | Cycle (C (n, r)) =>
      (case !r of
         SOME (C (k, r')) => "cycle " ^ Int.toString n ^ " -> " ^ Int.toString k ^ (if r' = r then " -> itself" else " -> elsewhere")
       | NONE => "cycle broken")
  | Words (w, b, l) => "words " ^ Word.toString w ^ " " ^ Word8.toString b ^ " " ^ Word64.toString l
  | Large (s, a, v) =>
      "large " ^ Int.toString (size s) ^ " " ^ String.substring (s, 19990, 10) ^ " "
      ^ Real.toString (Array.foldl op+ 0.0 a) ^ " " ^ Int.toString (Vector.foldl (fn (x, n) => n + size x) 0 v)
  | Box r =>
      (* a new list stored into a ref that arrived, then collections *)
      (r := List.tabulate (100, fn i => i) @ !r;
       ignore (List.length (List.tabulate (3000, fn i => i)));
       ignore (List.length (List.tabulate (3000, fn i => i)));
       "box " ^ Int.toString (foldl op+ 0 (!r)))
  | Stop => "stop"

(* The echo place: describes what it gets, from its own copy. *)
val p : (msg, string) Place.place =
  Place.spawn (fn c =>
    let
      fun loop () =
        case Place.recv c of
          Stop => Place.send (c, "stopping, global " ^ Int.toString (!global))
        | m => (global := !global + 1; Place.send (c, describe m); loop ())
    in
      loop ()
    end)

val c = Place.chan p
fun ask m = (Place.send (c, m); print (Place.recv c ^ "\n"))

val k = 3
val cell = ref 41
val arr = Array.fromList [1.0, 2.25]
val shared = ref 1
val cyc = let val r = ref NONE val x = C (5, r) in r := SOME x; x end

val () = ask (Int 42)
val () = ask (Int ~7)
val () = ask (Str "hello, places")
val () = ask (Str "")
val () = ask (Real 3.25)
val () = ask (Real ~1.5E~300)
val () = ask (Big (IntInf.pow (3, 100)))
val () = ask (Ints (List.tabulate (1000, fn i => i)))
val () = ask (Tree (build 12))
val () = ask (Rec {name = "ada", age = 36, tags = [SOME "x", NONE, SOME "yz"]})
val () = ask (Vec (Vector.fromList [#"a", #"b", #"c"]))
val () = ask (Bytes (Word8Vector.fromList [0w0, 0w1, 0w255]))
val () = ask (Fun (fn x => x * k + !cell))
val () = ask (Cell cell)
val () = print ("main's ref still " ^ Int.toString (!cell) ^ "\n")
val () = ask (Arr arr)
val () = print ("main's array still " ^ Real.toString (Array.sub (arr, 0)) ^ "\n")
val () = ask (Shared (shared, shared))
val () = ask (Shared (ref 1, ref 2))
val () = ask (Cycle cyc)
val () = ask (Words (0wxFFFF, 0wx80, 0wxFFFFFFFFFFFFFFFF))

val () = ask (Large (CharVector.tabulate (20000, fn i => chr (97 + i mod 26)), Array.tabulate (5000, real),
                     Vector.tabulate (3000, Int.toString)))
val () = ask (Box (ref [1000]))
val () = ask Stop
val () = print ("main's global " ^ Int.toString (!global) ^ "\n")
val () = print ("status " ^ Int.toString (Place.wait p) ^ "\n")
