(* Top-level declarations may be separated by semicolons. *)
val a = 1;
val b = a + 1;
fun f x = x;
