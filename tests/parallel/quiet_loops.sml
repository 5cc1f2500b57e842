(* Loops that codegen copies without heartbeat polls when entered with few
   iterations left (codegen polls.rs QuietLoop), inside par branches, entered
   both short (the quiet copy) and long (the polling loop): a merge sort with
   insertion-sort and merge base loops bounded by a guard, and one loop per
   kind of counter test. *)
val sortBase = 16
val mergeBase = 32

(* in the sorted s[lo, hi): the first index whose element is not `isBefore` *)
fun search (s : int array, lo, hi, isBefore) =
  if lo >= hi then lo
  else let val mid = lo + (hi - lo) div 2
       in if isBefore (Array.sub (s, mid)) then search (s, mid + 1, hi, isBefore) else search (s, lo, mid, isBefore) end

fun merge (s : int array, l1, h1, l2, h2, d : int array, k) =
  if (h1 - l1) + (h2 - l2) <= mergeBase then
    let fun loop (i, j, k) =
          if i < h1 andalso (j >= h2 orelse Array.sub (s, i) <= Array.sub (s, j)) then
            (Array.update (d, k, Array.sub (s, i)); loop (i + 1, j, k + 1))
          else if j < h2 then (Array.update (d, k, Array.sub (s, j)); loop (i, j + 1, k + 1))
          else ()
    in loop (l1, l2, k) end
  else if h1 - l1 >= h2 - l2 then
    let val m1 = l1 + (h1 - l1) div 2
        val x = Array.sub (s, m1)
        val m2 = search (s, l2, h2, fn y => y < x)
        val km = k + (m1 - l1) + (m2 - l2)
    in
      Array.update (d, km, x);
      ignore (ForkJoin.par (fn () => merge (s, l1, m1, l2, m2, d, k),
                            fn () => merge (s, m1 + 1, h1, m2, h2, d, km + 1)))
    end
  else
    let val m2 = l2 + (h2 - l2) div 2
        val y = Array.sub (s, m2)
        val m1 = search (s, l1, h1, fn x => x <= y)
        val km = k + (m1 - l1) + (m2 - l2)
    in
      Array.update (d, km, y);
      ignore (ForkJoin.par (fn () => merge (s, l1, m1, l2, m2, d, k),
                            fn () => merge (s, m1, h1, m2 + 1, h2, d, km + 1)))
    end

fun sortRange (a, b, lo, hi, toB) =
  if hi - lo <= sortBase then
    let
      fun ins i =
        if i >= hi then ()
        else
          let val x = Array.sub (a, i)
              fun shift j = if j > lo andalso x < Array.sub (a, j - 1) then (Array.update (a, j, Array.sub (a, j - 1)); shift (j - 1)) else j
              val j = shift i
          in Array.update (a, j, x); ins (i + 1) end
      fun copy i = if i >= hi then () else (Array.update (b, i, Array.sub (a, i)); copy (i + 1))
    in
      ins (lo + 1); if toB then copy lo else ()
    end
  else
    let val mid = lo + (hi - lo) div 2
        val _ = ForkJoin.par (fn () => sortRange (a, b, lo, mid, not toB),
                              fn () => sortRange (a, b, mid, hi, not toB))
    in
      if toB then merge (a, lo, mid, mid, hi, b, lo) else merge (b, lo, mid, mid, hi, a, lo)
    end

fun sort a = let val n = Array.length a in sortRange (a, Array.array (n, 0), 0, n, false) end

fun check name a =
  let val n = Array.length a
      fun ok i = i >= n - 1 orelse (Array.sub (a, i) <= Array.sub (a, i + 1) andalso ok (i + 1))
      fun sum (i, acc) = if i >= n then acc else sum (i + 1, (acc * 31 + Array.sub (a, i)) mod 1000000007)
  in print (name ^ " " ^ Int.toString n ^ (if ok 0 then " sorted " else " NOT SORTED ") ^ Int.toString (sum (0, 0)) ^ "\n") end

val () = List.app (fn n =>
  let val a = Array.tabulate (n, fn i => (i * 7919 + 13) mod 1009 - 500)
  in sort a; check "sort" a end) [0, 1, 2, 15, 16, 17, 33, 100, 1000, 100000]

(* One loop per kind of test, each summing a range [lo, hi) of an array,
   entered with ranges short and long. *)
val data = Array.tabulate (300000, fn i => i mod 97)
fun upLt (lo, hi) = let fun go (i, s) = if i < hi then go (i + 1, s + Array.sub (data, i)) else s in go (lo, 0) end
fun upLe (lo, hi) = let fun go (i, s) = if i <= hi - 1 then go (i + 1, s + Array.sub (data, i)) else s in go (lo, 0) end
fun downGt (lo, hi) = let fun go (i, s) = if i > lo then go (i - 1, s + Array.sub (data, i - 1)) else s in go (hi, 0) end
fun downGe (lo, hi) = let fun go (i, s) = if i >= lo + 1 then go (i - 1, s + Array.sub (data, i - 1)) else s in go (hi, 0) end
fun upNe (lo, hi) = let fun go (i, s) = if i = hi then s else go (i + 1, s + Array.sub (data, i)) in go (lo, 0) end
fun downNe (lo, hi) = let fun go (i, s) = if i <> lo then go (i - 1, s + Array.sub (data, i - 1)) else s in go (hi, 0) end
fun byTwo (lo, hi) = let fun go (i, s) = if i < hi then go (i + 2, s + Array.sub (data, i)) else s in go (lo, 0) end

fun both f (lo, hi) =
  let val mid = lo + (hi - lo) div 2
      val (a, b) = ForkJoin.par (fn () => f (lo, mid), fn () => f (mid, hi))
  in a + b end

val () = List.app (fn (name, f) =>
  print (name ^ String.concatWith " " (map (fn r => Int.toString (both f r)) [(0, 0), (5, 6), (10, 200), (0, 512), (7, 520), (100, 300000)]) ^ "\n"))
  [("upLt ", upLt), ("upLe ", upLe), ("downGt ", downGt), ("downGe ", downGe), ("upNe ", upNe), ("downNe ", downNe), ("byTwo ", byTwo)]

(* Limits the loop computes at each test: a length, a variable less one. *)
fun lenLoop (a : int array) = let fun go (i, s) = if i < Array.length a then go (i + 1, s + Array.sub (a, i)) else s in go (0, 0) end
fun vecLoop (v : int vector) = let fun go (i, s) = if i >= Vector.length v then s else go (i + 1, s + Vector.sub (v, i)) in go (0, 0) end
fun strLoop (t : string) = let fun go (i, s) = if i < String.size t then go (i + 1, s + Char.ord (String.sub (t, i))) else s in go (0, 0) end
val () = List.app (fn n =>
  let val a = Array.tabulate (n, fn i => i mod 13)
      val (x, y) = ForkJoin.par (fn () => lenLoop a, fn () => vecLoop (Array.vector a))
      val z = strLoop (CharVector.tabulate (n, fn i => Char.chr (97 + i mod 26)))
  in print (String.concatWith " " (map Int.toString [n, x, y, z]) ^ "\n") end) [0, 1, 255, 256, 257, 5000]
