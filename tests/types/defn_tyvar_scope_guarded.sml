(* A type variable that occurs only inside a nested val/fun is scoped there (Definition 4.6), so the inner function is polymorphic. *)
val pair = let val id = fn (y : 'a) => y in (id 1, id "a") end
fun triple x = let fun h (y : 'a) = y in (h 1, h "b", x) end
val nested = let val f = fn (y : 'a) => y in let val k : 'a -> 'a = f in (k true, k 3) end end
fun outer (x : 'a) = let val y : 'a = x in y end
