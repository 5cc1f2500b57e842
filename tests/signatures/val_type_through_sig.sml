(* A value specified with a polymorphic type stays polymorphic. *)
structure L : sig val single : 'a -> 'a list end = struct fun single x = [x] end
val a = L.single 1
val b = L.single "s"
