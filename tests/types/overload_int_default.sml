(* `+` with no other information defaults to int. *)
fun double x = x + x
fun inc x = x + 1
fun lt (a, b) = a < b
