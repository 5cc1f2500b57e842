(* A type parameter need not be used. *)
datatype 'a tag = Tag of int
val t : string tag = Tag 1
