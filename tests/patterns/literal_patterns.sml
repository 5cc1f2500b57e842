(* Literal patterns of every kind except real. *)
fun f 0 = "int"
  | f _ = "other"
fun g "" = 0
  | g _ = 1
fun h #"a" = true
  | h _ = false
fun w 0w0 = 0
  | w _ = 1
fun n ~1 = true
  | n _ = false
