(* Wildcards in deep positions and tuple patterns in val bindings and fn arguments. *)
val (_, (a, _, b), _) = (1, (2, 3, 4), 5)
val _ = print (Int.toString (a * 10 + b) ^ "\n")
val f = fn (_, _, z) => z * 2
val _ = print (Int.toString (f ("x", 1.0, 21)) ^ "\n")
val [x, _, y] = [10, 20, 30]
val _ = print (Int.toString (x + y) ^ "\n")
val (SOME p, _) = (SOME "some", NONE : int option)
val _ = print (p ^ "\n")
val {a = aa, b = (_, bb)} = {a = 1, b = ("ignored", 2)}
val _ = print (Int.toString (aa + bb) ^ "\n")
