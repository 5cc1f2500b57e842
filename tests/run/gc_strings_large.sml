(* no-gc-stress *)
(* Many thousands of strings of growing size built and dropped: large-object chunks and normal chunks both collected. *)
fun loop (0, acc) = acc
  | loop (i, acc) = let val s = CharVector.tabulate (i mod 700 + 1, fn j => Char.chr (97 + (i + j) mod 26)) in loop (i - 1, (acc + size s + Char.ord (String.sub (s, size s - 1))) mod 1000003) end
val _ = print (Int.toString (loop (4000, 0)) ^ "\n")
