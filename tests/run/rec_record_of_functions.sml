(* A record of functions as an object-like interface implemented twice (shapes), dispatched dynamically. *)
type shape = {area : unit -> real, name : string, scale : real -> unit}
fun circle r0 = let val r = ref r0 in {area = fn () => 3.0 * !r * !r, name = "circle", scale = fn k => r := !r * k} : shape end
fun square (s0 : real) = let val s = ref s0 in {area = fn () => !s * !s, name = "square", scale = fn k => s := !s * k} end
val shapes = [circle 1.0, square 2.0, circle 0.5]
val _ = List.app (fn (sh : shape) => #scale sh 2.0) shapes
val _ = print (String.concatWith " " (map (fn {area, name, ...} => name ^ "=" ^ Real.toString (area ())) shapes) ^ "\n")
