(* Real comparisons, Real.min/max/abs/sign/compare and Real.== versus ordinary comparison. *)
fun o2s LESS = "LESS" | o2s EQUAL = "EQUAL" | o2s GREATER = "GREATER"
val _ = print (Bool.toString (1.0 < 2.0) ^ Bool.toString (~1.0 > ~2.0) ^ Bool.toString (2.0 <= 2.0) ^ Bool.toString (Real.== (0.0, ~0.0)) ^ "\n")
val _ = print (Real.toString (Real.min (3.0, ~4.0)) ^ " " ^ Real.toString (Real.max (3.0, ~4.0)) ^ " " ^ Real.toString (Real.abs ~2.5) ^ " " ^ Int.toString (Real.sign ~0.1) ^ Int.toString (Real.sign 0.0) ^ "\n")
val _ = print (o2s (Real.compare (1.0, 2.0)) ^ " " ^ o2s (Real.compare (2.0, 2.0)) ^ " " ^ o2s (Real.compare (3.0, 2.0)) ^ "\n")
