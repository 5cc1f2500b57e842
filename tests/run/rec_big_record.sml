(* A record with 12 fields of mixed representation, pattern-matched entirely and partially. *)
val r = {f1 = 1, f2 = 2.0, f3 = "3", f4 = #"4", f5 = 0w5, f6 = [6], f7 = SOME 7, f8 = (8, 8), f9 = true, f10 = ref 10, f11 = fn x => x + 11, f12 = ()}
val {f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11, f12} = r
val _ = f10 := !f10 + 1
val _ = print (Int.toString f1 ^ Real.toString f2 ^ f3 ^ String.str f4 ^ Word.toString f5 ^ Int.toString (hd f6)
               ^ Int.toString (valOf f7) ^ Int.toString (#1 f8 + #2 f8) ^ Bool.toString f9 ^ Int.toString (!(#f10 r))
               ^ Int.toString (f11 0) ^ (if f12 = () then "u" else "") ^ "\n")
val {f3 = s, f11 = g, ...} = r
val _ = print (s ^ Int.toString (g 100) ^ "\n")
