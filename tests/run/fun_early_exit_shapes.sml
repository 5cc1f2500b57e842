(* Recursive functions whose first test returns at once (the early-exit wrapper) on options, lists, words, chars, bools, trees and strings *)
fun f NONE = 0 | f (SOME x) = 1 + f (if x > 0 then SOME (x - 1) else NONE)
val _ = print (Int.toString (f (SOME 5)) ^ "\n")
fun g [] = 0 | g (x :: r) = x + g r
val _ = print (Int.toString (g [1, 2, 3]) ^ "\n")
fun h (SOME (a, b)) = a + b + h NONE | h NONE = 0
val _ = print (Int.toString (h (SOME (1, 2))) ^ "\n")
fun k (0w0 : word) = 1 | k w = 2 * k (w - 0w1)
val _ = print (Int.toString (k 0w10) ^ "\n")
fun c (#"a") = 0 | c ch = 1 + c (Char.pred ch)
val _ = print (Int.toString (c #"e") ^ "\n")
datatype 'a tr = Lf | Nd of 'a tr * 'a * 'a tr
fun sz Lf = 0 | sz (Nd (l, _, r)) = sz l + 1 + sz r
val _ = print (Int.toString (sz (Nd (Nd (Lf, "a", Lf), "b", Lf))) ^ "\n")
fun sr Lf = 0.0 | sr (Nd (l, x, r)) = sr l + x + sr r
val _ = print (Real.toString (sr (Nd (Lf, 1.5, Nd (Lf, 2.0, Lf)))) ^ "\n")
datatype e = Num of int | Neg of e
fun ev (Num n) = n | ev (Neg e) = ~ (ev e)
val _ = print (Int.toString (ev (Neg (Neg (Neg (Num 4))))) ^ "\n")
datatype q = Q0 | Q1 of int | Q2 of q
fun qq Q0 = 0 | qq (Q1 n) = n | qq (Q2 x) = 1 + qq x
val _ = print (Int.toString (qq (Q2 (Q2 (Q1 5)))) ^ "\n")
fun b false = 0 | b true = 1 + b false
val _ = print (Int.toString (b true) ^ "\n")
fun u (x : int, 0) = x | u (x, n) = 1 + u (x, n - 1)
val _ = print (Int.toString (u (3, 4)) ^ "\n")
datatype s = S of s | T of string
fun st (T s) = s | st (S x) = "<" ^ st x ^ ">"
val _ = print (st (S (S (T "in"))) ^ "\n")
fun pr (n : int) = if n < 1 then 1 else 2 * pr (n - 1)
val _ = print (Int.toString (pr 10) ^ "\n")
fun rl (n : int) = if n <= 0 then [] else n :: rl (n - 1)
val _ = print (Int.toString (length (rl 5)) ^ "\n")
