(* An explicit type variable shared by the bindings of one `val ... and ...` is generalised in each. *)
val f = fn (x : 'a) => x and g = fn (y : 'a) => y
val a = (f 1, g "s")
val 'b h = fn (z : 'b) => z
val c = h true
