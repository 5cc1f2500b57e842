(* Generators built from closures over refs: fibonacci generator, running averages with reals. *)
fun fibGen () = let val a = ref 0 val b = ref 1 in fn () => let val r = !a in a := !b; b := r + !b; r end end
val g = fibGen ()
val firsts = List.tabulate (12, fn _ => g ())
val _ = print (String.concatWith " " (map Int.toString firsts) ^ "\n")
fun averager () = let val sum = ref 0.0 val n = ref 0 in fn x => (sum := !sum + x; n := !n + 1; !sum / real (!n)) end
val avg = averager ()
val _ = print (String.concatWith " " (map (Real.toString o avg) [2.0, 4.0, 9.0, 1.0]) ^ "\n")
