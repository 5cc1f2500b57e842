(* no-gc-stress *)
fun queens n =
  let
    fun safe (c, d, []) = true
      | safe (c, d, q :: qs) = c <> q andalso abs (c - q) <> d andalso safe (c, d + 1, qs)
    fun place (0, qs) = 1
      | place (k, qs) =
          let fun try c = if c > n then 0 else (if safe (c, 1, qs) then place (k - 1, c :: qs) else 0) + try (c + 1)
          in try 1 end
  in place (n, []) end
val _ = print ("queens 10 = " ^ Int.toString (queens 10) ^ "\n")
fun upto (i, n) = if i > n then [] else i :: upto (i + 1, n)
val l = upto (1, 20000)
val _ = print (Int.toString (foldl (op +) 0 (map (fn x => x mod 7) l)) ^ "\n")
