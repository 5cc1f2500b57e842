(* Some Basis structures at top level. *)
val a = List.length [1]
val b = Int.toString 3
val c = String.size "x"
val d = Char.isDigit #"1"
val e = Real.fromInt 2
val f = Option.getOpt (NONE, 1)
val g = Bool.not true
