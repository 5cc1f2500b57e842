(* A fixity declared in the local part of local is not exported. *)
fun g (x, y) = x * y
local
  infix g
in
  val a = 2 g 3
end
val b = g (2, 3)
