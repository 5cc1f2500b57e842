(* Functions returning tuples they build (lower opt/unbox.rs: unboxed
   returns): non-tail recursion on the returned tuple, tail calls between
   such functions, results that escape (stored, compared, returned boxed),
   exceptions raised inside them and handled around their calls,
   components of every kind (a real keeps its tuple boxed). *)
fun pr s = print (s ^ "\n")

fun fibPair 0 = (0, 1)
  | fibPair n = let val (a, b) = fibPair (n - 1) in (b, a + b) end
val () = pr (Int.toString (#1 (fibPair 50)))

(* two lists *)
fun partition (_, []) = ([], [])
  | partition (p, x :: xs) =
      let val (a, b) = partition (p, xs) in if x < p then (x :: a, b) else (a, x :: b) end
fun qsort [] = []
  | qsort (p :: xs) = let val (a, b) = partition (p, xs) in qsort a @ p :: qsort b end
val () = pr (String.concatWith " " (map Int.toString (qsort [5, 3, 9, 1, 7, 2, 8, 6, 4, 0, 5, 3])))
val big = List.tabulate (2000, fn i => (i * 7919) mod 2011)
val () = pr (Int.toString (List.nth (qsort big, 1234)))

(* tail calls between tuple-returning functions, entered from one *)
fun evens (0, acc, k) = (acc, k)
  | evens (n, acc, k) = odds (n - 1, acc + n, k + 1)
and odds (0, acc, k) = (acc, k)
  | odds (n, acc, k) = if n mod 7 = 0 then (acc * 2, k) else evens (n - 1, acc - n, k + 1)
fun rounds 0 = evens (100, 0, 0)
  | rounds r = let val (a, k) = rounds (r - 1) in if r mod 2 = 0 then (a + r, k) else evens (a mod 50 + r, a, k) end
val () = let val (a, k) = rounds 30 in pr (Int.toString a ^ " " ^ Int.toString k) end

(* results that escape *)
fun digits n = if n < 10 then (n, 1) else let val (d, k) = digits (n div 10) in (d, k + 1) end
val pairs = List.tabulate (6, fn i => digits (i * 98765 + 3))
val () = pr (String.concatWith ";" (map (fn (d, k) => Int.toString d ^ "," ^ Int.toString k) pairs))
val () = pr (Bool.toString (digits 4567 = (4, 4)) ^ " " ^ Bool.toString (digits 4567 = (4, 3)))
val kept = ref (0, 0)
val () = kept := digits 123456789
val () = pr (Int.toString (#2 (!kept)))

(* exceptions *)
exception Neg of int
fun checked n = if n < 0 then raise Neg n
                else if n = 0 then (0, "z")
                else let val (d, s) = checked (n - 1) in if d > 40 then raise Neg d else (d + 2, s ^ "s") end
fun try n = let val (d, s) = checked n in s ^ "->" ^ Int.toString d end handle Neg k => "neg " ^ Int.toString k
val () = pr (try 3 ^ " " ^ try ~4 ^ " " ^ try 30)
fun countDiv ([], q, r) = (q, r)
  | countDiv (x :: xs, q, r) =
      let val (q', r') = countDiv (xs, q, r) in (q' + 100 div x, r' + 100 mod x) handle Div => (q', r' + 1000) end
val () = let val (q, r) = countDiv ([3, 0, 7, 0, 9], 0, 0) in pr (Int.toString q ^ " " ^ Int.toString r) end

(* three and four components of several kinds, and a real *)
fun scan3 (i, s) =
  if i = size s then (0, #"-", 0w0 : Word8.word)
  else let val (n, c, w) = scan3 (i + 1, s)
       in (n + 1, if c = #"-" then String.sub (s, i) else c, w + Word8.fromInt (ord (String.sub (s, i)))) end
val () = let val (n, c, w) = scan3 (0, "hello") in pr (Int.toString n ^ str c ^ Word8.toString w) end
fun quad 0 = (0, IntInf.fromInt 1, "", [])
  | quad n = let val (a, b, c, d) = quad (n - 1) in (a + n, b * 3, c ^ Int.toString n, n :: d) end
val () = let val (a, b, c, d) = quad 45 in pr (Int.toString a ^ " " ^ IntInf.toString b ^ " " ^ c ^ " " ^ Int.toString (length d)) end
fun sumLen [] = (0.0, 0)
  | sumLen (x :: xs) = let val (s, n) = sumLen xs in (s + x, n + 1) end
val () = let val (m, n) = sumLen [1.0, 2.0, 4.5] in pr (Real.toString m ^ " " ^ Int.toString n) end

(* returns the tuple it was given in one arm, builds one in another *)
fun pick (0, t) = t
  | pick (n, t as (a, b)) = if n mod 3 = 0 then let val (x, y) = pick (n - 1, t) in (y + 1, x) end else pick (n - 1, (b, a))
val () = let val (a, b) = pick (10, (1, 2)) val (c, d) = pick (0, (3, 4)) in pr (String.concatWith " " (map Int.toString [a, b, c, d])) end

(* many calls: a hundred thousand returned pairs *)
fun step (x, y) = if x > y then (x - y, y) else if x < y then (x, y - x) else step (x + 1, y)
fun walk (0, a, b) = (a, b)
  | walk (n, a, b) = let val (a', b') = step (a + n, b + 2 * n) in walk (n - 1, a' mod 1000 + 1, b' mod 1000 + 1) end
val () = let val (a, b) = walk (100000, 1, 1) in pr (Int.toString a ^ " " ^ Int.toString b) end
