(* Reals inside datatypes, tuples and records, passed through polymorphic code and pattern matching. *)
datatype num = I of int | R of real | C of real * real
fun toReal (I n) = real n | toReal (R r) = r | toReal (C (re, im)) = Math.sqrt (re * re + im * im)
val ns = [I 3, R 2.5, C (3.0, 4.0), R ~1.25]
val _ = print (String.concatWith " " (map (Real.toString o toReal) ns) ^ "\n")
val recs = [{w = 1.5, h = 2.0}, {w = 0.25, h = 8.0}]
val _ = print (Real.toString (foldl (fn ({w, h}, s) => s + w * h) 0.0 recs) ^ "\n")
