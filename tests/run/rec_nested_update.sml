(* Functional update of nested records (rebuilding), records containing functions, lists and records. *)
type pos = {x : real, y : real}
type body = {pos : pos, vel : pos, name : string}
fun step ({pos = {x, y}, vel = v as {x = vx, y = vy}, name} : body) =
  {pos = {x = x + vx, y = y + vy}, vel = {x = vx, y = vy - 1.0}, name = name}
fun show ({pos = {x, y}, name, ...} : body) = name ^ "@" ^ Real.toString x ^ "," ^ Real.toString y
fun iter (0, b) = b | iter (n, b) = iter (n - 1, step b)
val b0 = {pos = {x = 0.0, y = 0.0}, vel = {x = 1.5, y = 4.0}, name = "ball"}
val _ = print (show b0 ^ " " ^ show (iter (1, b0)) ^ " " ^ show (iter (5, b0)) ^ "\n")
