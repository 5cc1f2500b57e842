(* The infix composition operator `o`. *)
val f = (fn x => x + 1) o (fn s => size s)
val g = rev o rev
val l = g [1]
