(* A type constructor applied to the wrong number of arguments. *)
datatype 'a box = Box of 'a
val x : box = Box 1
