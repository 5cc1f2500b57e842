(* String comparison and concatenation. *)
fun greet name = "Hello, " ^ name ^ "!"
val lt = "a" < "b"
val clt = #"a" < #"b"
