(* A flexible record pattern or selector in a top-level function is resolved
   by a use in a later top-level declaration of the file (Poly/ML accepts
   these: the Definition, 4.11, leaves the context open); the function
   stays monomorphic until then. *)
fun getx {x, ...} = x
val _ = print (Int.toString (getx {x = 1, y = 2}) ^ "\n")
fun name r = #name r
val n = name {name = "ann", age = 3}
val _ = print (n ^ "\n")
structure S = struct fun f {a, ...} = a + 1 end
val _ = print (Int.toString (S.f {a = 1, b = "x"}) ^ "\n")
fun both {p, ...} = p
val _ = print (Int.toString (both {p = 1, q = 2} + both {p = 3, q = 4}) ^ "\n")
fun sel r = #k r
val _ = print (Real.toString (sel {k = 1.5, j = ()}) ^ "\n")
val people = [{name = "a", age = 1}, {name = "b", age = 2}]
fun older (p as {age, ...}) q = if age > #age q then p else q
val _ = print (#name (older (hd people) (List.last people)) ^ "\n")
fun total rs = foldl (fn ({w, ...}, s) => w + s) 0 rs
val _ = print (Int.toString (total [{w = 2, tag = "x"}, {w = 5, tag = "y"}]) ^ "\n")
