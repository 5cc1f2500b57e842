(* FixedInt (the Basis's fixed-width default integer) is Int64 *)
val x : FixedInt.int = 5
val _ = print (FixedInt.toString (FixedInt.+ (x, 1)) ^ " " ^ Int.toString (FixedInt.toInt x + 1) ^ "\n")
val _ = print (Bool.toString (isSome FixedInt.maxInt) ^ "\n")
