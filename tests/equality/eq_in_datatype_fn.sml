(* Equality types are inferred through datatype constructors. *)
datatype 'a box = Box of 'a
fun unbox_eq (Box x, Box y) = x = y
