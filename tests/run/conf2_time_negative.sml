(* no-poly *) (* Time.toSeconds/toMilliseconds/toMicroseconds of negative times truncate toward zero, as the spec ("fractions are truncated"), SML/NJ and MLton (LargeInt.quot); Poly/ML 5.7 rounds toward negative infinity *)
fun show t =
  print (LargeInt.toString (Time.toNanoseconds t) ^ " ns: s=" ^ LargeInt.toString (Time.toSeconds t)
         ^ " ms=" ^ LargeInt.toString (Time.toMilliseconds t) ^ " us=" ^ LargeInt.toString (Time.toMicroseconds t)
         ^ " " ^ Time.toString t ^ "\n")
val _ = app (show o Time.fromNanoseconds)
  [~1500000000, ~1500000, ~999999999, ~1, ~2000000000, ~1000001000, 1500000000, 1500000, 0]
val _ = app (show o Time.fromMilliseconds) [~1500, ~2500, ~1]
