(* The first program a new user runs. *)
fun greet name = "Hello, " ^ name ^ "!\n"

val () = print (greet "Skein")
