(* `#a` on a record whose type is never fixed is an error. *)
fun f r = #a r
