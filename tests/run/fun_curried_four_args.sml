(* A function of four curried arguments (the shape of ForkJoin.reducem)
   called with every argument at once: settle-calls makes each stage's
   call direct, down to the last, whose argument function is then known. *)
fun red g z (lo, hi) f =
  let fun go (i, acc) = if i >= hi then acc else go (i + 1, g (acc, f i)) in go (lo, z) end
val r = ref 0
val () = r := red (fn (a, b) => a + b) 0 (0, 10) (fn i => i * 2)
val () = r := !r + red (fn (a, b) => a * b) 1 (1, 5) (fn i => i)
val () = print (Int.toString (!r) ^ "\n")
(* Partial applications still work, and an exception from the last stage
   reaches the handler around the whole call. *)
val sumFrom0 = red op+ 0
val () = print (Int.toString (sumFrom0 (0, 5) (fn i => i) + sumFrom0 (5, 10) (fn i => i)) ^ "\n")
val () = print ((Int.toString (red op+ 0 (0, 10) (fn i => if i = 7 then raise Fail "seven" else i))) handle Fail s => s ^ "\n")
val () = print (String.concat (red (fn (a, b) => b :: a) [] (0, 4) (fn i => Int.toString i)) ^ "\n")
