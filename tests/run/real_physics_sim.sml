(* A projectile simulation with Euler steps, printing rounded positions (real records in a loop). *)
fun step ({x, y, vx, vy}, dt) = {x = x + vx * dt, y = y + vy * dt, vx = vx * 0.99, vy = vy - 9.81 * dt}
fun fly (s as {y, ...}, t, n) = if y < 0.0 orelse n = 0 then (s, t) else fly (step (s, 0.01), t + 0.01, n - 1)
val ({x, ...}, t) = fly ({x = 0.0, y = 0.0, vx = 10.0, vy = 10.0}, 0.0, 10000) handle _ => ({x = 0.0, y = 0.0, vx = 0.0, vy = 0.0}, 0.0)
fun r2 v = Real.toString (real (round (v * 100.0)) / 100.0)
val s0 = step ({x = 0.0, y = 0.0, vx = 10.0, vy = 10.0}, 0.01)
val (s1, t1) = fly (step (s0, 0.01), 0.02, 10000)
val _ = print (r2 (#x s1) ^ " " ^ r2 t1 ^ "\n")
