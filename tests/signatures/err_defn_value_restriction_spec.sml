(* Value restriction: `case` is expansive, so `f` is monomorphic and cannot match a polymorphic spec *)
structure X : sig val f : 'a -> 'a end = struct val f = case 1 of _ => (fn x => x) end
