(* List patterns of fixed length [a, b, c], cons chains, and mixtures. *)
fun shape [] = "0" | shape [_] = "1" | shape [_, _] = "2" | shape [a, b, c] = "3:" ^ Int.toString (a + b + c)
  | shape (a :: b :: c :: d :: _) = "4+:" ^ Int.toString (a * b * c * d)
val _ = print (String.concatWith " " (map shape [[], [1], [1, 2], [1, 2, 3], [1, 2, 3, 4, 5]]) ^ "\n")
fun pairs (a :: b :: r) = (a, b) :: pairs r | pairs _ = []
val _ = print (String.concatWith " " (map (fn (a, b) => Int.toString (a - b)) (pairs [10, 3, 8, 1, 7])) ^ "\n")
fun lastTwo [a, b] = (a, b) | lastTwo (_ :: r) = lastTwo r | lastTwo [] = (0, 0)
val _ = print (let val (a, b) = lastTwo [1, 2, 3, 4, 5] in Int.toString a ^ Int.toString b end ^ "\n")
