(* 'a also occurs unguarded in the outer val, so it is scoped there and the inner id is monomorphic (Definition 4.6). *)
val bad = let val id = fn (y : 'a) => y in (id 1, id "a", fn (z : 'a) => z) end
