(* no-gc-stress *)
(* An mpllib-style Seq on arrays of boxed values (records holding strings
   and lists): tabulate, map, reduce, blocked scan, filter (by flags and a
   scan), a parallel merge sort of records with a parallel merge (binary
   search split), and strings built in parallel and concatenated.  Each
   result is checked against the same code run with a sequential
   fork-join (par as (f (), g ()), loops as plain loops). *)

type fj = { par : (unit -> int) * (unit -> int) -> int * int,
            parform : int * int -> (int -> unit) -> unit,
            reduceInt : (int * int -> int) -> int -> int * int -> (int -> int) -> int,
            reduceStr : (string * string -> string) -> string -> int * int -> (int -> string) -> string }

val parFJ : fj = { par = ForkJoin.par, parform = ForkJoin.parform,
                   reduceInt = ForkJoin.reducem, reduceStr = ForkJoin.reducem }
fun seqLoop (lo, hi) f = if lo >= hi then () else (f lo; seqLoop (lo + 1, hi) f)
fun seqReduce g z (lo, hi) f =
  let fun go (i, acc) = if i >= hi then acc else go (i + 1, g (acc, f i)) in go (lo, z) end
val seqFJ : fj = { par = fn (f, g) => let val a = f () in (a, g ()) end, parform = seqLoop,
                   reduceInt = seqReduce, reduceStr = seqReduce }

type item = { key : int, name : string, tags : int list }
fun mk i : item = { key = (i * 7919 + 13) mod 1009, name = "n" ^ Int.toString i,
                    tags = List.tabulate (i mod 4, fn j => i * j) }
fun itemHash ({ key, name, tags } : item) =
  (key * 31 + size name * 7 + foldl (fn (t, s) => (s * 3 + t) mod 1000003) 0 tags) mod 1000003

fun run (fj : fj) n =
  let
    val par = #par fj
    val parform = #parform fj
    fun tabulate m f = let val a = ForkJoin.alloc m in parform (0, m) (fn i => Array.update (a, i, f i)); a end
    fun amap f a = tabulate (Array.length a) (fn i => f (Array.sub (a, i)))
    (* exclusive scan of ints in blocks of 97 *)
    fun scan (a : int array) =
      let
        val m = Array.length a
        val b = 97
        val nb = (m + b - 1) div b
        val sums = tabulate nb (fn j =>
                     seqReduce op+ 0 (j * b, Int.min (m, j * b + b)) (fn i => Array.sub (a, i)))
        val offs = Array.array (nb + 1, 0)
        val () = seqLoop (0, nb) (fn j => Array.update (offs, j + 1, Array.sub (offs, j) + Array.sub (sums, j)))
        val r = ForkJoin.alloc m
        val () = parform (0, nb) (fn j =>
                   let fun go (i, acc) =
                         if i >= Int.min (m, j * b + b) then ()
                         else (Array.update (r, i, acc); go (i + 1, acc + Array.sub (a, i)))
                   in go (j * b, Array.sub (offs, j)) end)
      in (r, Array.sub (offs, nb)) end
    fun filter p (a : item array) =
      let
        val flags = amap (fn x => if p x then 1 else 0) a
        val (offs, total) = scan flags
        val r : item array = ForkJoin.alloc total
        val () = parform (0, Array.length a) (fn i =>
                   if Array.sub (flags, i) = 1 then Array.update (r, Array.sub (offs, i), Array.sub (a, i)) else ())
      in r end
    (* stable merge sort by key, then name *)
    fun lt (x : item, y : item) = #key x < #key y orelse (#key x = #key y andalso #name x < #name y)
    fun lowerBound (a, lo, hi, x) = (* first index in [lo, hi) whose element is not < x *)
      if lo >= hi then lo
      else let val mid = (lo + hi) div 2
           in if lt (Array.sub (a, mid), x) then lowerBound (a, mid + 1, hi, x) else lowerBound (a, lo, mid, x) end
    fun merge (src, (l1, h1), (l2, h2), dst, d) =
      if h1 - l1 < h2 - l2 then merge (src, (l2, h2), (l1, h1), dst, d)
      else if h1 - l1 + h2 - l2 <= 64 then
        let fun go (i, j, k) =
              if i < h1 andalso (j >= h2 orelse not (lt (Array.sub (src, j), Array.sub (src, i))))
              then (Array.update (dst, k, Array.sub (src, i)); go (i + 1, j, k + 1))
              else if j < h2 then (Array.update (dst, k, Array.sub (src, j)); go (i, j + 1, k + 1))
              else ()
        in go (l1, l2, d) end
      else
        let val m1 = (l1 + h1) div 2
            val x = Array.sub (src, m1)
            val m2 = lowerBound (src, l2, h2, x)
            val d2 = d + (m1 - l1) + (m2 - l2)
        in Array.update (dst, d2, x);
           ignore (par (fn () => (merge (src, (l1, m1), (l2, m2), dst, d); 0),
                        fn () => (merge (src, (m1 + 1, h1), (m2, h2), dst, d2 + 1); 0)))
        end
    (* sorts a[lo, hi) into a (tmp as scratch) *)
    fun msort (a, tmp, lo, hi) =
      if hi - lo <= 16 then
        let fun ins i = if i >= hi then () else
              let val x = Array.sub (a, i)
                  fun sh j = if j > lo andalso lt (x, Array.sub (a, j - 1))
                             then (Array.update (a, j, Array.sub (a, j - 1)); sh (j - 1))
                             else Array.update (a, j, x)
              in sh i; ins (i + 1) end
        in ins (lo + 1) end
      else
        let val mid = (lo + hi) div 2
        in ignore (par (fn () => (msort (a, tmp, lo, mid); 0), fn () => (msort (a, tmp, mid, hi); 0)));
           merge (a, (lo, mid), (mid, hi), tmp, lo);
           parform (lo, hi) (fn i => Array.update (a, i, Array.sub (tmp, i)))
        end
    val items = tabulate n mk
    val mapped = amap (fn { key, name, tags } => { key = key, name = name ^ "!", tags = key :: tags }) items
    val h1 = #reduceInt fj (fn (a, b) => (a + b) mod 1000003) 0 (0, n) (fn i => itemHash (Array.sub (mapped, i)))
    val kept = filter (fn { key, tags, ... } => key mod 3 = 0 orelse length tags = 3) mapped
    val h2 = #reduceInt fj (fn (a, b) => (a + b) mod 1000003) 0 (0, Array.length kept) (fn i => (i + 1) * itemHash (Array.sub (kept, i)) mod 1000003)
    val sorted = Array.tabulate (n, fn i => Array.sub (mapped, i))
    val () = msort (sorted, ForkJoin.alloc n, 0, n)
    val sortedOk = seqReduce (fn (a, b) => a andalso b) true (1, n) (fn i => not (lt (Array.sub (sorted, i), Array.sub (sorted, i - 1))))
    val h3 = seqReduce (fn (a, b) => (a * 5 + b) mod 1000003) 0 (0, n) (fn i => itemHash (Array.sub (sorted, i)))
    (* strings built in parallel: a tree of concatenations *)
    fun str (lo, hi) =
      if hi - lo <= 8 then String.concat (List.tabulate (hi - lo, fn k => #name (Array.sub (sorted, lo + k)) ^ ","))
      else let val mid = (lo + hi) div 2
               val r = ref ""
               val (_, _) = par (fn () => (r := str (lo, mid); 0), fn () => 0)
               val right = str (mid, hi)
           in !r ^ right end
    val s = str (0, n)
    val s2 = #reduceStr fj op^ "" (0, n div 4) (fn i => Int.toString (Array.sub (offsetsOf kept, 0) + i) ^ ";")
        handle Subscript => "empty"
  in
    (Array.length kept, h1, h2, h3, sortedOk, size s, s2)
  end
and offsetsOf (a : item array) = Array.tabulate (Int.min (1, Array.length a), fn i => #key (Array.sub (a, i)))

fun show (k, h1, h2, h3, ok, sz, s2) =
  String.concatWith " " [Int.toString k, Int.toString h1, Int.toString h2, Int.toString h3,
                         Bool.toString ok, Int.toString sz, Int.toString (size s2), String.substring (s2, 0, Int.min (20, size s2))]

val () = List.app (fn n =>
  let val p = run parFJ n
      val s = run seqFJ n
  in print ("n=" ^ Int.toString n ^ ": " ^ show p ^ (if show p = show s then " same\n" else " DIFFERENT from sequential: " ^ show s ^ "\n")) end)
  [0, 1, 17, 300, 5000]
