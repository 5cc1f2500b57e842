(* A selector `#a` on a record whose type is fixed elsewhere in the declaration. *)
fun f (r : {a : int, b : bool}) = #a r
val g = fn r => if #b r then #a r else 0 + #a (r : {a : int, b : bool, c : unit})
