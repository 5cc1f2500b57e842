(* no-gc-stress *)
(* A tail-recursive loop of 10^9 iterations: runs in constant C stack (a
   self tail call is a jump) and must be fast (a C loop over unboxed ints:
   the argument tuple is flattened, `=` is inlined). *)
fun loop (i, acc) = if i = 0 then acc else loop (i - 1, acc + i)
val _ = print (Int.toString (loop (1000000000, 0)) ^ "\n")
