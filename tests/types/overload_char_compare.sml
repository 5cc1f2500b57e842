(* Comparison operators are overloaded on char and string too. *)
val a = #"a" <= #"z"
val b = "abc" >= "abd"
val c = 0w1 < 0w2
val d = 1.0 > 0.5
