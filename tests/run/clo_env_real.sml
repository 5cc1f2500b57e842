(* Closures capturing unboxed reals and words alongside pointers. *)
fun scale (k : real) (w : word) (s : string) = fn (x : real) => (x * k, w + 0w1, s ^ Real.toString x)
val f = scale 2.5 0w41 "x="
val (a, b, c) = f 4.0
val _ = print (Real.toString a ^ " " ^ Word.toString b ^ " " ^ c ^ "\n")
val g = List.map (fn k => fn x => x * k + 0.5) [1.0, 2.0, 3.0]
val _ = print (String.concatWith " " (map (fn h => Real.toString (h 10.0)) g) ^ "\n")
