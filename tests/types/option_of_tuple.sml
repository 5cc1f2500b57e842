(* Tuples and functions as type arguments are parenthesised. *)
val a = SOME (1, 2)
val b = SOME (fn (x : int) => x)
val c = ref (SOME [1])
