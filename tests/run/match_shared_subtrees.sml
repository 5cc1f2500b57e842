(* A 40-rule case over a 10-tuple of ints, a third of the fields wildcards or variables (made by
   scripts/diff-fuzz.py's match area): after tests on different literals many paths leave the same
   rows, which the match compiler compiles once (crates/lower/src/matching.rs, SHARING); every
   argument must still pick the first matching rule *)
fun m (t : int * int * int * int * int * int * int * int * int * int) = (case t of
    (_, 2, 2, _, 0, 2, 1, x7, 2, _) => 0 + x7
  | (2, _, 1, 0, 2, _, _, x7, 1, 2) => 1 + x7
  | (2, 1, 1, x3, _, _, x6, _, 2, 1) => 2 + x3 + x6
  | (x0, _, x2, _, _, 2, _, 0, _, 0) => 3 + x0 + x2
  | (1, 2, x2, 1, x4, 1, 1, x7, 2, 1) => 4 + x2 + x4 + x7
  | (_, 0, _, _, _, 1, _, 0, x8, 1) => 5 + x8
  | (x0, 0, 1, 2, 1, 2, 0, 2, 2, 1) => 6 + x0
  | (2, _, 0, x3, _, 0, 2, x7, x8, _) => 7 + x3 + x7 + x8
  | (x0, 0, 2, 2, 2, _, x6, x7, _, x9) => 8 + x0 + x6 + x7 + x9
  | (2, 0, 0, _, _, 1, x6, 1, _, 0) => 9 + x6
  | (_, 1, _, _, 0, 1, 1, _, _, 2) => 10
  | (2, _, 1, x3, 2, 0, 2, 0, 2, _) => 11 + x3
  | (_, 0, _, _, _, 2, 2, _, _, 1) => 12
  | (0, 2, 0, _, x4, _, 0, 0, 0, _) => 13 + x4
  | (1, 1, 1, 2, 1, x5, 2, x7, 2, _) => 14 + x5 + x7
  | (2, 2, 0, 1, x4, x5, x6, _, 0, 1) => 15 + x4 + x5 + x6
  | (0, 2, 0, 2, 0, _, 1, 2, 0, _) => 16
  | (1, 2, 2, x3, _, _, x6, x7, 0, 1) => 17 + x3 + x6 + x7
  | (0, x1, 0, 2, x4, 0, x6, 1, _, 2) => 18 + x1 + x4 + x6
  | (_, x1, _, 0, 0, x5, 1, 0, 2, 2) => 19 + x1 + x5
  | (0, _, 0, _, 0, 0, 2, 0, 0, 1) => 20
  | (_, _, 2, x3, x4, _, 0, 2, _, x9) => 21 + x3 + x4 + x9
  | (0, _, 0, _, x4, 1, x6, x7, _, _) => 22 + x4 + x6 + x7
  | (2, 0, 0, x3, _, 1, _, _, 0, x9) => 23 + x3 + x9
  | (x0, _, 2, 1, 0, _, _, _, 2, _) => 24 + x0
  | (0, 2, _, 0, 0, x5, _, 2, 0, 2) => 25 + x5
  | (_, 1, 0, 2, 0, 1, 0, x7, 1, 0) => 26 + x7
  | (1, 2, 1, _, 1, _, _, _, 1, 2) => 27
  | (2, 1, 2, x3, _, _, x6, 1, x8, x9) => 28 + x3 + x6 + x8 + x9
  | (2, 0, 2, 0, _, _, 2, 0, _, _) => 29
  | (_, _, x2, 2, _, 1, 2, _, _, 1) => 30 + x2
  | (x0, _, _, 2, 0, _, x6, _, 2, 2) => 31 + x0 + x6
  | (1, _, 2, _, 0, _, 0, 2, 1, _) => 32
  | (0, _, _, _, 2, _, _, _, 0, _) => 33
  | (_, 1, x2, 2, 1, _, 0, _, 0, 2) => 34 + x2
  | (2, 2, 1, _, 1, 0, _, _, _, _) => 35
  | (_, _, _, 1, _, x5, _, 2, 2, 1) => 36 + x5
  | (0, _, 0, _, 0, 1, x6, 1, 2, 0) => 37 + x6
  | (0, 0, _, 0, 1, _, _, 2, _, x9) => 38 + x9
  | (x0, 1, _, 2, _, _, 0, 1, 2, x9) => 39 + x0 + x9
  | _ => ~1)
(* 3000 argument tuples from a linear congruential generator: the first 40
   results, and a checksum of all of them *)
fun next x = (x * 1103515245 + 12345) mod 2147483648
fun tuple x =
  let fun d k = (x div (1 + k * 7919)) mod 3
  in (d 0, d 1, d 2, d 3, d 4, d 5, d 6, d 7, d 8, d 9) end
fun go (0, _, sum) = sum
  | go (n, x, sum) =
      let val r = m (tuple x)
          val () = if n > 2960 then print (Int.toString r ^ " ") else ()
      in go (n - 1, next x, (sum * 31 + r + 1) mod 1000000007) end
val sum = go (3000, 12345, 0)
val () = print ("\nchecksum " ^ Int.toString sum ^ "\n")
