(* ForkJoin.reducem with tuple, record, real, option, list and string accumulators,
   local helper closures, nested reducem (matrix product), bounds from n - 1 and
   Array.length inside par branches, exceptions raised inside the body. *)
fun for (i, j) f = if i >= j then () else (f i; for (i + 1, j) f)
val n = 4000
val a = Array.tabulate (n, fn i => (i * 37 + 11) mod 1009 - 500)
val ra = Array.tabulate (n, fn i => real ((i * 13) mod 97) / 7.0)

(* tuple accumulators *)
val (s, c, mx) = ForkJoin.reducem (fn ((s1, c1, m1), (s2, c2, m2)) => (s1 + s2, c1 + c2, Int.max (m1, m2)))
                   (0, 0, valOf Int.minInt) (0, n)
                   (fn i => let val x = Array.sub (a, i) in (x, if x > 0 then 1 else 0, x) end)
val () = print ("t3: " ^ Int.toString s ^ " " ^ Int.toString c ^ " " ^ Int.toString mx ^ "\n")

(* same reduction with different globals *)
val s1 = ForkJoin.reducem op+ 0 (0, n) (fn i => Array.sub (a, i))
val s2 = ForkJoin.reducem Int.max 0 (0, n) (fn i => Array.sub (a, i))
val s3 = ForkJoin.reducem Int.min 0 (0, n) (fn i => Array.sub (a, i))
val s4 = ForkJoin.reducem op* 1 (0, 20) (fn i => if i mod 3 = 0 then 2 else 1)
val () = print ("g: " ^ String.concatWith " " (map Int.toString [s1, s2, s3, s4]) ^ "\n")

(* real accumulators and records *)
type acc = { sum : real, sq : real, cnt : int }
val r : acc = ForkJoin.reducem (fn (x : acc, y : acc) => { sum = #sum x + #sum y, sq = #sq x + #sq y, cnt = #cnt x + #cnt y })
               { sum = 0.0, sq = 0.0, cnt = 0 } (0, Array.length ra)
               (fn i => let val v = Array.sub (ra, i) in { sum = v, sq = v * v, cnt = if v > 5.0 then 1 else 0 } end)
val () = print ("rec: " ^ Real.fmt (StringCvt.FIX (SOME 5)) (#sum r) ^ " " ^ Real.fmt (StringCvt.FIX (SOME 5)) (#sq r) ^ " " ^ Int.toString (#cnt r) ^ "\n")

(* local helper closure h used in f *)
fun scaled k =
  let fun h x = x * k + (x mod 5)
  in ForkJoin.reducem op+ 0 (0, n - 1) (fn i => h (Array.sub (a, i))) end
val () = print ("scaled: " ^ String.concatWith " " (map (Int.toString o scaled) [1, 2, 3, ~7]) ^ "\n")

(* nested reducem: matrix *)
val m = 60
val mat = Array.tabulate (m * m, fn k => (k mod 17) - 8)
val tr = ForkJoin.reducem op+ 0 (0, m) (fn i => Array.sub (mat, i * m + i))
val rowmax = ForkJoin.reducem Int.max (valOf Int.minInt) (0, m) (fn i =>
  ForkJoin.reducem op+ 0 (0, m) (fn j => Array.sub (mat, i * m + j) * (j + 1)))
val prod = Array.array (m * m, 0)
val () = ForkJoin.parfor 1 (0, m) (fn i =>
  ForkJoin.parfor 4 (0, m) (fn j =>
    Array.update (prod, i * m + j, ForkJoin.reducem op+ 0 (0, m) (fn k => Array.sub (mat, i * m + k) * Array.sub (mat, k * m + j)))))
val () = print ("mat: " ^ Int.toString tr ^ " " ^ Int.toString rowmax ^ " " ^ Int.toString (Array.foldl op+ 0 prod) ^ " "
                ^ Int.toString (Array.sub (prod, 7 * m + 13)) ^ "\n")

(* exceptions raised inside reducem body *)
exception Neg of int
fun firstBad lim = (ForkJoin.reducem op+ 0 (0, n) (fn i => if Array.sub (a, i) < lim then raise Neg i else 1); "none")
                   handle Neg i => "neg" ^ (if i >= 0 then "" else "?")
val () = print ("exn: " ^ firstBad ~600 ^ " " ^ firstBad ~400 ^ "\n")

(* reducem with lists (pointer accumulators) and strings *)
val evens = ForkJoin.reducem (fn (x, y) => x @ y) [] (0, 50) (fn i => if i mod 2 = 0 then [i] else [])
val str = ForkJoin.reducem op^ "" (0, 26) (fn i => str (chr (ord #"a" + i)))
val () = print ("lists: " ^ Int.toString (length evens) ^ " " ^ Int.toString (List.nth (evens, 10)) ^ " " ^ str ^ "\n")

(* option accumulator: argmax *)
val best = ForkJoin.reducem (fn (NONE, y) => y | (x, NONE) => x
                              | (SOME (i, x), SOME (j, y)) => if y > x orelse (y = x andalso j < i) then SOME (j, y) else SOME (i, x))
             NONE (0, n) (fn i => SOME (i, Array.sub (a, i)))
val () = print ("argmax: " ^ (case best of SOME (i, x) => Int.toString i ^ "=" ^ Int.toString x | NONE => "none") ^ "\n")

(* reducem over an empty and a single range *)
val e0 = ForkJoin.reducem op+ 42 (5, 5) (fn i => i)
val e1 = ForkJoin.reducem op+ 0 (5, 6) (fn i => i * 100)
val () = print ("edge: " ^ Int.toString e0 ^ " " ^ Int.toString e1 ^ "\n")

(* loop bound from n - 1 inside par branch; real reductions in both *)
val (x1, x2) = ForkJoin.par (fn () => ForkJoin.reducem op+ 0.0 (0, Array.length ra - 1) (fn i => Array.sub (ra, i) * Array.sub (ra, i + 1)),
                             fn () => ForkJoin.reducem Real.max Real.negInf (1, Array.length ra) (fn i => Array.sub (ra, i) - Array.sub (ra, i - 1)))
val () = print ("par: " ^ Real.fmt (StringCvt.FIX (SOME 4)) x1 ^ " " ^ Real.fmt (StringCvt.FIX (SOME 4)) x2 ^ "\n")

(* word accumulators *)
val h = ForkJoin.reducem Word.xorb 0w0 (0, n) (fn i => Word.<< (Word.fromInt (Array.sub (a, i) + 500), Word.fromInt (i mod 40)))
val h8 = ForkJoin.reducem (fn (x, y) => Word8.+ (x, y)) 0w0 (0, n) (fn i => Word8.fromInt (Array.sub (a, i)))
val () = print ("words: " ^ Word.toString h ^ " " ^ Word8.toString h8 ^ "\n")
