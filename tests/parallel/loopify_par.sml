(* tests/run/loopify_shapes.sml in a program that forks, so that its
   loops poll (strip-mined where counted), run in both branches of a par.
   Functions that call themselves in tail position, used from several
   places (so left functions), made loops of blocks by `loopify`: a
   parameter passed unchanged by some self calls and changed by others,
   a string's size as the bound, a self call under a handler (not a tail
   call), a raise out of the loop, curried and unit-returning loops, and
   a function that also calls itself in non-tail position (left alone). *)
fun step (a : int array, i, n, acc) =
  if i >= n then acc
  else if Array.sub (a, i) mod 5 = 0 then step (a, i + 2, n, acc + 1)
  else step (a, i + 1, n, acc * 3 mod 1000003)
fun hash s = let fun go (k, h) = if k >= size s then h else go (k + 1, (h * 31 + ord (String.sub (s, k))) mod 1000000007) in go (0, 7) end
fun countDown (n, acc) = (if n = 0 then acc else countDown (n - 1, acc + n)) handle Overflow => ~1
exception Stop of int
fun findFirst (p, i, n) = if i >= n then raise Stop ~1 else if p i then raise Stop i else findFirst (p, i + 1, n)
fun curried x y = if y <= 0 then x else curried (x + y) (y - 1)
fun fibish (n, acc) = if n < 2 then acc + n else fibish (n - 1, acc + fibish (n - 2, 0))
val a = Array.tabulate (5000, fn i => (i * 37) mod 101)
fun report () =
  String.concatWith "\n"
    [Int.toString (step (a, 0, 5000, 1)) ^ " " ^ Int.toString (step (a, 3, 4000, 2)),
     Int.toString (hash "loopify") ^ " " ^ Int.toString (hash (String.implode (List.tabulate (3000, fn i => Char.chr (97 + i mod 26))))),
     Int.toString (countDown (10000, 0)) ^ " " ^ Int.toString (countDown (77, 1)),
     Int.toString ((findFirst (fn i => i * i > 5000, 0, 10000)) handle Stop i => i) ^ " "
       ^ Int.toString ((findFirst (fn i => i < 0, 0, 300)) handle Stop i => i),
     Int.toString (curried 0 1000) ^ " " ^ Int.toString (curried 5 3),
     Int.toString (fibish (20, 0)) ^ " " ^ Int.toString (fibish (15, 1))] ^ "\n"
val (r1, r2) = ForkJoin.par (report, report)
val () = print r1
val () = print (if r1 = r2 then "same\n" else "different\n")
