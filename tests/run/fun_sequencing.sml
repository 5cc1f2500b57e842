(* Sequence expressions (e1; e2), before, ignore, and evaluation order of arguments and tuples. *)
val log = ref []
fun note x = (log := x :: !log; x)
val t = (note 1, note 2, note 3)
val s = note 4 + note 5 * note 6
val u = (note 7; note 8; note 9)
val v = note 10 before ignore (note 11)
val _ = print (String.concatWith " " (map Int.toString (rev (!log))) ^ " | " ^ Int.toString s ^ " " ^ Int.toString u ^ " " ^ Int.toString v ^ "\n")
