(* Closures capturing other closures several levels deep (a closure-built linked list), walked to the end. *)
datatype node = End | Next of unit -> int * node
fun chain (0) = End | chain n = let val rest = chain (n - 1) in Next (fn () => (n, rest)) end
fun walk (End, acc) = acc | walk (Next f, acc) = let val (v, r) = f () in walk (r, acc * 3 + v) end
val _ = print (Int.toString (walk (chain 25, 0) mod 1000000007) ^ "\n")
