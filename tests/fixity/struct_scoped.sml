(* A fixity declared inside a structure does not escape it. *)
structure S =
struct
  infix 5 <>>
  fun a <>> b = a + b
  val x = 1 <>> 2
end
val y = S.<>> (1, 2)
