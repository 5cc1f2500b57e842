(* `'a ref` always admits equality, even for a non-equality 'a. *)
val r = ref (fn (x : int) => x)
val same = r = r
fun sameRef (a : 'a ref, b) = a = b
