(* A flexible record in a function is resolved by a later use in the same structure or let (Definition 4.11). *)
structure S = struct fun f r = #a r val x = f {a = 1, b = 2} end
val y = let fun g {a, ...} = a in g {a = "s", b = 2} end
