(* `local ... in ... end` at top level exports only the body. *)
local
  val hidden = 10
  fun helper x = x + hidden
in
  val visible = helper 1
  fun g y = helper y * 2
end
