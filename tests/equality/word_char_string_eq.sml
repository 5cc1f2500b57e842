(* word, char and string admit equality. *)
val a = 0w1 = 0w1
val b = #"a" = #"b"
val c = "x" <> "y"
