(* Region.run (Skein's Region structure, runtime/gc/region.c): what escapes
   a region survives its exit, whatever its type -- lists, trees, closures,
   strings, reals, unboxed real and byte arrays, big IntInfs, vectors,
   large arrays (chunks of their own), records mixing them -- and so does
   what a region stores into refs and arrays made outside it (the write
   barrier's remembered slots), including through nested regions, after
   local collections inside the region, and in exception packets raised out
   of regions (exceptions declared inside one too).  Semantically
   Region.run f = f (): the expected output is Poly/ML's with that
   definition. *)

datatype tree = Leaf | Node of tree * int * string * tree
fun build (0, _) = Leaf
  | build (n, k) = Node (build (n - 1, 2 * k), k, "n" ^ Int.toString k, build (n - 1, 2 * k + 1))
fun sum Leaf = 0
  | sum (Node (l, k, s, r)) = sum l + k + size s + sum r
fun garbage n = length (List.tabulate (n, fn i => [Int.toString i]))
fun show name v = print (name ^ ": " ^ v ^ "\n")

(* results of every kind *)
val t = Region.run (fn () => (garbage 300; build (6, 1)))
val () = show "tree" (Int.toString (sum t))
val l = Region.run (fn () => List.tabulate (500, fn i => i * i))
val () = show "list" (Int.toString (foldl (fn (x, a) => (x + a) mod 1000003) 0 l))
val s = Region.run (fn () => String.concatWith "," (List.tabulate (30, Int.toString)))
val () = show "string" s
val r = Region.run (fn () => Math.sqrt 2.0 * Real.fromInt (garbage 10))
val () = show "real" (Real.toString r)
val ra = Region.run (fn () => Array.tabulate (100, fn i => Real.fromInt i / 4.0))
val () = show "real array" (Real.toString (Array.foldl op+ 0.0 ra))
val ba = Region.run (fn () => Word8Array.tabulate (300, fn i => Word8.fromInt (i * 7)))
val () = show "byte array" (Int.toString (Word8Array.foldl (fn (w, a) => a + Word8.toInt w) 0 ba))
val big = Region.run (fn () => IntInf.pow (IntInf.fromInt 3, 200) + IntInf.fromInt (garbage 5))
val () = show "intinf" (IntInf.toString big)
val v = Region.run (fn () => Vector.tabulate (50, fn i => (Int.toString i, Real.fromInt i, [i])))
val () = show "vector" (Int.toString (Vector.foldl (fn ((s, x, l), a) => a + size s + floor x + hd l) 0 v))
val large = Region.run (fn () => (garbage 100; Array.tabulate (5000, fn i => SOME (Int.toString i))))
val () = show "large array" (Int.toString (Array.foldl (fn (SOME s, a) => a + size s | (NONE, a) => a) 0 large))
val largeInts = Region.run (fn () => (Array.tabulate (10000, fn i => i); Array.tabulate (3000, fn i => i * 3)))
val () = show "large int array" (Int.toString (Array.foldl op+ 0 largeInts))
val c = Region.run (fn () => let val xs = List.tabulate (10, fn i => i + 1) in fn y => y * foldl op+ 0 xs end)
val () = show "closure" (Int.toString (c 3))
val rc = Region.run (fn () => { name = "rec" ^ "ord", weight = 1.5, items = [(1, "a"), (2, "b")], flag = true })
val () = show "record" (#name rc ^ " " ^ Real.toString (#weight rc) ^ " " ^ Int.toString (length (#items rc)) ^ " " ^ Bool.toString (#flag rc))
val (u, ch, w, b, opt) = Region.run (fn () => ((), #"q", 0w77, garbage 3 = 3, SOME (ref 5)))
val () = show "scalars" (String.str ch ^ " " ^ Word.toString w ^ " " ^ Bool.toString b ^ " " ^ Int.toString (!(valOf opt)))
val n = Region.run (fn () => garbage 1000)
val () = show "int" (Int.toString n)

(* a result that points to data made before the region *)
val before1 = List.tabulate (20, fn i => i)
val mixed = Region.run (fn () => (before1, List.map (fn x => x + 1) before1))
val () = show "mixed" (Int.toString (foldl op+ 0 (#1 mixed) + foldl op+ 0 (#2 mixed)))

(* refs and arrays made outside, updated inside *)
val cell = ref [0]
val () = Region.run (fn () => (garbage 500; cell := List.tabulate (10, fn i => i) @ !cell))
val () = show "ref" (Int.toString (foldl op+ 0 (!cell)))
val table = Array.array (64, "")
val () = Region.run (fn () => Array.modify (fn s => s ^ "x") table)
val () = Region.run (fn () => Array.appi (fn (i, s) => Array.update (table, i, Int.toString i ^ s)) table)
val () = show "array" (Array.sub (table, 0) ^ Array.sub (table, 63) ^ " " ^ Int.toString (Array.foldl (fn (s, a) => a + size s) 0 table))
val treeCell = ref Leaf
val () = Region.run (fn () => treeCell := build (6, 3))
val () = Region.run (fn () => (garbage 500; treeCell := Node (!treeCell, 1, "top", build (3, 9))))
val () = show "tree ref" (Int.toString (sum (!treeCell)))
(* the same slot written many times: only the last value matters *)
val last = ref ""
val () = Region.run (fn () => List.app (fn i => last := Int.toString i ^ !last) (List.tabulate (200, fn i => i)))
val () = show "rewritten ref" (Int.toString (size (!last)) ^ " " ^ String.substring (!last, 0, 6))

(* nested regions: inner data stored into an outer region's ref, the outer
   region's data into a ref made outside both *)
val outer = ref [""]
val res = Region.run (fn () =>
  let
    val mid = ref [0]
    val r1 = Region.run (fn () =>
      let val inner = Region.run (fn () => (mid := List.tabulate (5, fn i => 10 * i); List.tabulate (3, fn i => i)))
      in outer := map Int.toString inner; inner @ !mid end)
  in (r1, !mid, !outer) end)
val () = show "nested" (String.concatWith " " (map Int.toString (#1 res @ #2 res) @ #3 res @ !outer))
fun deep 0 = [0]
  | deep k = Region.run (fn () => k :: deep (k - 1))
val () = show "deep nesting" (Int.toString (foldl op+ 0 (deep 100)))

(* exceptions carrying region data out of regions *)
exception Carry of int list * string
val e1 = (Region.run (fn () => (garbage 100; raise Carry (List.tabulate (6, fn i => i * 2), "carried"))); "none")
         handle Carry (l, s) => s ^ " " ^ Int.toString (foldl op+ 0 l)
val () = show "exn" e1
val e2 = (Region.run (fn () => Region.run (fn () => Region.run (fn () => raise Carry ([7, 8], "in" ^ "ner")))); "none")
         handle Carry (l, s) => s ^ " " ^ Int.toString (foldl op+ 0 l)
val () = show "exn nested" e2
val e3 = Region.run (fn () =>
           (Region.run (fn () => raise Carry ([1], "caught" ^ " inside")) handle Carry (l, s) => s ^ Int.toString (length l)))
val () = show "exn caught inside" e3
val e4 = Region.run (fn () => let exception Local of string list in
           (Region.run (fn () => raise Local ["a", "b"])) handle Local l => String.concat l end)
val () = show "local exn" e4
val e5 = (Region.run (fn () => let exception Escapes of string in raise Escapes ("esc" ^ "aping") end); "none")
         handle e => exnName e
val () = show "escaping local exn" e5
val e6 = (Region.run (fn () => (cell := [99]; raise Fail ("fail " ^ Int.toString (garbage 4)))); "none") handle Fail m => m
val () = show "exn after store" (e6 ^ " " ^ Int.toString (hd (!cell)))
val e7 = (Region.run (fn () => 1 div (garbage 0)); "none") handle Div => "div"
val () = show "exn div" e7

(* local collections inside a region *)
val kept = Region.run (fn () =>
  let val keep = List.tabulate (3000, fn i => Int.toString i)
      val () = MLton.GC.collect ()
      val () = ignore (garbage 2000)
      val () = MLton.GC.collect ()
  in List.take (keep, 100) @ List.drop (keep, 2900) end)
val () = show "after collections" (Int.toString (length kept) ^ " " ^ hd kept ^ " " ^ List.last kept)

(* closures made in regions that run regions *)
val counter = ref 0
fun step k = Region.run (fn () => (counter := !counter + k; fn () => Region.run (fn () => List.tabulate (k, fn i => i + !counter))))
val fs = List.tabulate (5, fn k => step (k + 1))
val () = show "closures" (String.concatWith " " (map (fn f => Int.toString (foldl op+ 0 (f ()))) fs))

(* many regions in a loop *)
fun loop (0, acc) = acc
  | loop (k, acc) = loop (k - 1, acc + Region.run (fn () => garbage 50 + length (build (3, k) :: [])))
val () = show "loop" (Int.toString (loop (300, 0)))
