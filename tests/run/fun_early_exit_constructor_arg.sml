(* A recursive function whose first test returns at once on one arm and binds a constructor's field on the other (the early-exit wrapper) *)
datatype nat = Z | S of nat
fun toInt Z = 0 | toInt (S n) = 1 + toInt n
val _ = print (Int.toString (toInt (S (S (S Z)))) ^ "\n")
datatype a = A of b | N and b = B of a | C
fun depth N = 0 | depth (A (B y)) = 1 + depth y | depth (A C) = 10
val _ = print (Int.toString (depth (A (B (A (B (A C)))))) ^ "\n")
datatype t = L | T of t * int * t
fun sum L = 0 | sum (T (l, x, r)) = sum l + x + sum r
val _ = print (Int.toString (sum (T (T (L, 1, L), 2, T (L, 3, L)))) ^ "\n")
datatype v = E | V of int array * v
fun lens E = 0 | lens (V (arr, rest)) = Array.length arr + Array.sub (arr, 0) + lens rest
val _ = print (Int.toString (lens (V (Array.array (3, 5), V (Array.array (2, 1), E)))) ^ "\n")
datatype w = W0 | W of int vector
fun vl W0 = 0 | vl (W vec) = Vector.length vec + vl W0
val _ = print (Int.toString (vl (W (Vector.fromList [1, 2, 3]))) ^ "\n")
fun count [] = 0 | count (n :: rest) = n + count rest
val _ = print (Int.toString (count [1, 2]) ^ "\n")
datatype s = Nil | Str of string * s
fun slen Nil = 0 | slen (Str (x, r)) = size x + slen r
val _ = print (Int.toString (slen (Str ("ab", Str ("cde", Nil)))) ^ "\n")
datatype r = R0 | R of real * r
fun rsum R0 = 0.0 | rsum (R (x, rest)) = x + rsum rest
val _ = print (Real.toString (rsum (R (1.5, R (2.25, R0)))) ^ "\n")
fun deep Z = 0 | deep (S n) = 1 + deep n
fun mk 0 = Z | mk k = S (mk (k - 1))
val _ = print (Int.toString (deep (mk 3000)) ^ "\n")
