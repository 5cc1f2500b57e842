(* Mixing ints and reals through explicit conversions (real, floor, round, trunc) in averages and percentages. *)
val scores = [88, 92, 79, 65, 95, 100, 71]
val avg = real (foldl (op +) 0 scores) / real (length scores)
val pct = map (fn s => round (real s / 100.0 * 40.0)) scores
val _ = print (Real.toString (real (round (avg * 100.0)) / 100.0) ^ " " ^ String.concatWith "," (map Int.toString pct) ^ " " ^ Int.toString (floor avg) ^ " " ^ Int.toString (ceil avg) ^ "\n")
