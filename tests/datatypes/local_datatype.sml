(* A datatype in let escapes only through its values; printed by plain name. *)
local
  datatype t = T of int
in
  val x = T 1
  fun un (T n) = n
end
